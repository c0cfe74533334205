import negotiate from '@fastify/accept-negotiator';
import { etagMatches } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appearanceOf, withAppearance } from './appearance.js';
import type { ComposedPage } from './first-html.js';

/** Brotli first: smaller than gzip at the same cost to the browser. */
const ENCODINGS = ['br', 'gzip'] as const;

/**
 * A composed page, in the encoding the browser asked for. Revalidated on every visit (`no-cache`) but
 * answered with 304 while unchanged. The HTML is the same for every signed-in reader and for every
 * visitor, and the session cookie tells them apart, hence `Vary: Cookie`; so does the appearance cookie, whose
 * theme is written onto `<html>`.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, shared: ComposedPage) {
  const choice = appearanceOf(request);
  const page = choice ? withAppearance(shared, choice) : shared;
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding, cookie');
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = page.encoded ? negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]) : null;
  if (page.encoded && encoding) return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  // Uncompressed pages (composed per request) are compressed on the way out like any other answer.
  return reply.send(page.html);
}
