import { etagMatches } from '@site/service-kit';
import type { IncomingHttpHeaders } from 'node:http';
import { rangeAsked } from './byte-range.js';
import { MEDIA_MAX_AGE_MS } from './media-files.js';

/** What is known of a stored file without its bytes. */
export interface StoredMedia {
  byteLength: number;
  contentType: string;
  etag: string;
  createdAt: Date;
}

/** How to answer a request for a stored file: the status, the headers, and which bytes (none for 304, 412, 416). */
export interface StoredMediaAnswer {
  status: 200 | 206 | 304 | 412 | 416;
  headers: Record<string, string>;
  bytes: { start: number; end: number } | null;
}

const CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_MS / 1000}, immutable`;

const notAfter = (date: string | undefined, time: Date) => {
  const parsed = date === undefined ? NaN : Date.parse(date);
  return !Number.isNaN(parsed) && Math.floor(time.getTime() / 1000) * 1000 <= parsed;
};

/**
 * The answer for a file kept in the database, with the headers, validators, conditional requests and byte
 * ranges the shipped files get from `@fastify/send`, so a player cannot tell where a file came from.
 */
export function storedMediaAnswer(request: IncomingHttpHeaders, file: StoredMedia): StoredMediaAnswer {
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'cache-control': CACHE_CONTROL,
    'last-modified': file.createdAt.toUTCString(),
    etag: file.etag,
    'content-type': file.contentType,
  };
  const ifMatch = request['if-match'];
  const ifUnmodifiedSince = request['if-unmodified-since'];
  if (
    (ifMatch !== undefined && ifMatch.trim() !== '*' && !etagMatches(ifMatch, file.etag)) ||
    (ifUnmodifiedSince !== undefined && !notAfter(ifUnmodifiedSince, file.createdAt))
  ) {
    return { status: 412, headers: {}, bytes: null };
  }
  const reload = request['cache-control']?.includes('no-cache') ?? false;
  const ifNoneMatch = request['if-none-match'];
  const notModified =
    ifNoneMatch !== undefined
      ? ifNoneMatch.trim() === '*' || etagMatches(ifNoneMatch, file.etag)
      : notAfter(request['if-modified-since'], file.createdAt);
  if (!reload && notModified) return { status: 304, headers, bytes: null };

  const ifRange = [request['if-range']].flat()[0];
  const rangeFresh =
    ifRange === undefined || (ifRange.includes('"') ? ifRange.includes(file.etag) : notAfter(ifRange, file.createdAt));
  const asked = rangeFresh ? rangeAsked(request.range, file.byteLength) : ({ kind: 'whole' } as const);
  if (asked.kind === 'unsatisfiable') {
    return { status: 416, headers: { 'content-range': `bytes */${file.byteLength}` }, bytes: null };
  }
  const { start, end } = asked.kind === 'span' ? asked : { start: 0, end: file.byteLength - 1 };
  const length = Math.max(0, end - start + 1);
  return {
    status: asked.kind === 'span' ? 206 : 200,
    headers: {
      ...headers,
      ...(asked.kind === 'span' ? { 'content-range': `bytes ${start}-${end}/${file.byteLength}` } : {}),
      'content-length': String(length),
    },
    bytes: length > 0 ? { start, end } : null,
  };
}
