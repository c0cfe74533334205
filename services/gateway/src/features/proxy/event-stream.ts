import type { IncomingHttpHeaders } from 'node:http';

/** A request for server-sent events: EventSource always sends `Accept: text/event-stream`. */
export function wantsEventStream(headers: IncomingHttpHeaders): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(headers.accept ?? '');
}
