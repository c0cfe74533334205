import { REQUEST_TIMEOUT_MS } from './constants';
import { ApiError, TimeoutError } from './errors';
import { apiUrl } from './api-origin';

export type On401 = 'throw' | 'returnNull';

export interface RequestOptions {
  timeoutMs?: number;
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The message of a failed reply or network failure, in place of "status: body", for endpoints whose
   * failure has its own wording. The error keeps its status (the retry policy decides by it) and body;
   * a time-out keeps its own message.
   */
  errorText?: string | ((error: ApiError) => string);
}

/** A reply with the total the server counted (X-Total-Count), for lists it may bound. */
export interface WithTotal<T> {
  data: T;
  /** The header's value, or null when it is missing or not a whole number. */
  total: number | null;
}

/**
 * Calls the API with the shared rules (credentials, JSON bodies, time-out, error text) and returns the parsed JSON reply, or `{}` when
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
  return call(method, path, body, options, read<T>);
}

/** Like `apiRequest`, and also reads the X-Total-Count header of the reply. */
export async function apiRequestWithTotal<T>(
  method: string,
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'on401'> = {},
): Promise<WithTotal<T>> {
  const reply = await call(method, path, body, options, async (response) => ({
    data: await read<T>(response),
    total: readTotal(response.headers.get('X-Total-Count')),
  }));
  // Only a tolerated 401 gives null, and this call never tolerates one.
  return reply as WithTotal<T>;
}

/** Sends the request under the shared rules and reads the reply with `onReply`; null for a tolerated 401. */
async function call<R>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  onReply: (response: Response) => Promise<R>,
): Promise<R | null> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, on401 = 'throw', signal, headers, errorText } = options;

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
    return await onReply(response);
  } catch (error) {
    // Runtimes report an abort in their own way; surface why we aborted (time-out or the caller's reason).
    if (controller.signal.aborted) throw controller.signal.reason;
    throw errorText ? relabel(error, errorText) : error;
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
    return await fetch(apiUrl(path), {
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

function relabel(error: unknown, errorText: NonNullable<RequestOptions['errorText']>): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = typeof errorText === 'string' ? errorText : errorText(error);
  return new ApiError(error.status, error.body, message, { cause: error });
}

async function read<T>(response: Response): Promise<T> {
  return isJson(response) ? ((await response.json()) as T) : ({} as T);
}

function readTotal(header: string | null): number | null {
  const total = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

function isJson(response: Response): boolean {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
