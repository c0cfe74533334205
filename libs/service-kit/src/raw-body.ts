import type { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Lets routes take a body of one content type as raw bytes (a Buffer), up to its own limit: an archive is
 * larger than the JSON limit every other route keeps. Call it from a module's `onModuleInit`.
 */
export function acceptRawBody(host: HttpAdapterHost, contentType: string, limitBytes: number): void {
  const fastify = host.httpAdapter.getInstance<FastifyInstance>();
  if (fastify.hasContentTypeParser(contentType)) return;
  fastify.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit: limitBytes }, (_request, body, done) =>
    done(null, body),
  );
}
