import { currentRequestId, REQUEST_ID_HEADER } from '@site/service-kit';
import type { Dispatcher } from 'undici';

type Headers = Dispatcher.DispatchOptions['headers'];
type HeaderPair = [string, string | string[] | undefined];

const isRequestId = (name: string) => name.toLowerCase() === REQUEST_ID_HEADER;

/** The headers with `X-Request-Id` added in the form they came in, unless they carry one already. */
export function withRequestId(headers: Headers, requestId: string): Headers {
  if (!headers) return { [REQUEST_ID_HEADER]: requestId };
  if (Array.isArray(headers)) {
    const names = headers.filter((_, index) => index % 2 === 0);
    return names.some(isRequestId) ? headers : [...headers, REQUEST_ID_HEADER, requestId];
  }
  if (Symbol.iterator in headers) {
    const pairs = [...(headers as Iterable<HeaderPair>)];
    return pairs.some(([name]) => isRequestId(name)) ? pairs : [...pairs, [REQUEST_ID_HEADER, requestId]];
  }
  return Object.keys(headers).some(isRequestId) ? headers : { ...headers, [REQUEST_ID_HEADER]: requestId };
}

/**
 * Every call the gateway makes to a service while serving a request (a login's credential check, a page
 * document, a search) carries that request's id, so the service's log lines name it too.
 */
export const forwardRequestId: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  const requestId = currentRequestId();
  return dispatch(requestId ? { ...options, headers: withRequestId(options.headers, requestId) } : options, handler);
};
