/** A failed call. `status` is the HTTP status, or 0 when no reply arrived (network failure, time-out). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The call was abandoned because no reply arrived within `timeoutMs`. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';

  constructor(readonly timeoutMs: number) {
    super(0, '', `Request timed out after ${timeoutMs}ms. Please check your connection and try again.`);
  }
}
