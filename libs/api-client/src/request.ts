import { REQUEST_TIMEOUT_MS } from './constants';
import { ApiError, TimeoutError } from './errors';

export type On401 = 'throw' | 'returnNull';

export interface RequestOptions {
  timeoutMs?: number;
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the API with the shared rules of SPEC §7/§8 and returns the parsed JSON reply, or `{}` when
 * the reply is not JSON. Throws `ApiError` on a non-OK reply; with `on401: 'returnNull'` a 401
 * resolves to `null` instead.
 */
export function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions & { on401?: 'throw' },
): Promise<T>;
export function apiRequest<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T | null>;
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, on401 = 'throw', signal, headers } = options;

  // One controller carries both the time-out and the caller's cancellation into fetch.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await send(method, path, body, headers, controller.signal);
    if (response.status === 401 && on401 === 'returnNull') return null;
    if (!response.ok) throw await toApiError(response);
    return isJson(response) ? ((await response.json()) as T) : ({} as T);
  } catch (error) {
    // Runtimes report an abort in their own way; surface why we aborted (time-out or the caller's reason).
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> | undefined,
  signal: AbortSignal,
): Promise<Response> {
  // The browser sets the multipart boundary itself, so FormData must go without a content type.
  const isForm = body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  try {
    return await fetch(path, {
      method,
      credentials: 'include',
      headers: { ...(hasJsonBody && { 'Content-Type': 'application/json' }), ...headers },
      body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, '', message, { cause: error });
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text();
  return new ApiError(response.status, body, `${response.status}: ${body || response.statusText}`);
}

function isJson(response: Response): boolean {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
