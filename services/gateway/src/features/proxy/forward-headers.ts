import type { IncomingHttpHeaders } from 'node:http';
import { AUDIT_SUMMARY_HEADER, END_SESSIONS_HEADER, IDENTITY_HEADER, REQUEST_ID_HEADER } from '@site/service-kit';

// Hop-by-hop headers (RFC 9110 §7.6.1) and what services must never see from a caller.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'content-length',
  IDENTITY_HEADER,
]);

export function requestHeadersFor(
  incoming: IncomingHttpHeaders,
  extra: { identity: string | null; clientIp: string; requestId: string },
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = extra.clientIp;
  // The gateway's id of this request (the client's when well-formed): the service logs it with its lines.
  headers[REQUEST_ID_HEADER] = extra.requestId;
  if (extra.identity) headers[IDENTITY_HEADER] = extra.identity;
  return headers;
}

/**
 * A service's answer keeps its Content-Length: a HEAD or a byte range of a media file must say how many
 * bytes there are (podcast apps check it), and compression removes it itself when it changes the body.
 */
export function responseHeadersFrom(upstream: Record<string, string | string[] | undefined>) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || (DROPPED.has(name) && name !== 'content-length')) continue;
    // Sessions are the gateway's: a service neither sets cookies nor tells the browser whose sessions ended; the audit
    // log's words are the gateway's too.
    if (name === 'set-cookie' || name === END_SESSIONS_HEADER || name === AUDIT_SUMMARY_HEADER) continue;
    headers[name] = value;
  }
  return headers;
}
