import { ApiError } from './errors';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry';

const httpError = (status: number) => new ApiError(status, '', `${status}: x`);

// react-query passes the number of failures so far: 0 after the first attempt failed.
function retriesAllowed(shouldRetry: (failureCount: number, error: unknown) => boolean, error: unknown): number {
  let failureCount = 0;
  while (failureCount < 10 && shouldRetry(failureCount, error)) failureCount++;
  return failureCount;
}

describe('queries retry up to 3 times, never on 4xx except 429', () => {
  test.each([
    ['400', httpError(400), 0],
    ['404', httpError(404), 0],
    ['429', httpError(429), 3],
    ['500', httpError(500), 3],
    ['network error', new ApiError(0, '', 'Failed to fetch'), 3],
  ])('%s -> %i retries', (_label, error, expected) => {
    expect(retriesAllowed(shouldRetryQuery, error)).toBe(expected);
  });
});

describe('mutations retry at most once, never on 4xx except 429', () => {
  test.each([
    ['400', httpError(400), 0],
    ['404', httpError(404), 0],
    ['429', httpError(429), 1],
    ['500', httpError(500), 1],
    ['network error', new ApiError(0, '', 'Failed to fetch'), 1],
  ])('%s -> %i retries', (_label, error, expected) => {
    expect(retriesAllowed(shouldRetryMutation, error)).toBe(expected);
  });
});

test('retry delay doubles from 1000 ms and is capped at 30000 ms', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});
