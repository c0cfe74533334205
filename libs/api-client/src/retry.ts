import { MAX_MUTATION_RETRIES, MAX_QUERY_RETRIES, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './constants';
import { ApiError } from './errors';

// A client error will fail again unchanged; only 429 (too many requests) is worth waiting out.
function isFinalClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** react-query `retry` for queries; `failureCount` is the number of retries already made. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isFinalClientError(error) && failureCount < MAX_QUERY_RETRIES;
}

/** react-query `retry` for mutations: one retry at most, since a write may not be safe to repeat. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isFinalClientError(error) && failureCount < MAX_MUTATION_RETRIES;
}

/** Exponential back-off: 1000, 2000, 4000 … ms, capped at 30000 ms. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}
