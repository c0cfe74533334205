import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ETag of some bytes: the same bytes, the same tag, on any replica. */
export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export interface TaggedBody {
  body: string | Buffer;
  contentType: string;
  status?: number;
  etag?: string;
  /** `no-cache` by default: every use revalidates, so a change shows at once. */
  cacheControl?: string;
}

/** Whether an `If-None-Match` (which may list several validators, weak ones among them) names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends a body with its ETag; a client that already holds these bytes gets 304 without them. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, file: TaggedBody): FastifyReply {
  const { body, contentType, status = 200, etag = etagOf(body), cacheControl = 'no-cache' } = file;
  reply.header('content-type', contentType).header('cache-control', cacheControl).header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(status).send(body);
}
