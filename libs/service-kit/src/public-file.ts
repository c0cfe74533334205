import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendWithEtag } from './etag.js';

/** Feeds and sitemaps change when content does; readers and crawlers poll, so a few minutes of caching is plenty. */
export const PUBLIC_FILE_CACHE = 'public, max-age=300';

/**
 * Sends a generated file with its type, a short cache lifetime, an ETag of its bytes and, when known,
 * the day it last changed; a client that already holds these bytes gets 304 without them.
 */
export function sendPublicFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { body: string; contentType: string; updated?: string },
): FastifyReply {
  if (file.updated) reply.header('last-modified', new Date(`${file.updated}T00:00:00Z`).toUTCString());
  return sendWithEtag(request, reply, {
    body: file.body,
    contentType: file.contentType,
    cacheControl: PUBLIC_FILE_CACHE,
  });
}
/**
 * Documents a route that answers a file (a feed, a sitemap) rather than JSON: its summary, the
 * `feeds` tag and the media type of a successful answer.
 */
export const ApiPublicFile = (summary: string, mediaType: string, schema: object = { type: 'string' }) =>
  applyDecorators(
    ApiTags('feeds'),
    ApiOperation({ summary }),
    ApiOkResponse({ description: summary, content: { [mediaType]: { schema } } }),
  );
