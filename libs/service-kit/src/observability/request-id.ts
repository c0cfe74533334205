import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits, dot, underscore and dash only: an id ends up in every log line, so nothing that could
// break a line, look like another field, or carry much data gets through.
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when well-formed (a client's, or the gateway's on its
 * way to a service), else a new UUID.
 */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(given) ? given : randomUUID();
}
