import { QueryClient } from '@tanstack/react-query';
import { STALE_TIME_MS } from './constants';
import { getQueryFn } from './query-fn';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry';

/** The QueryClient every browser app uses: the shared freshness and retry policy. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}
