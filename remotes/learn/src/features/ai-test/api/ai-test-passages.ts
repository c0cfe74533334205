import { apiRequest } from '@site/api-client';
import type { AiTestPassage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/ai-test: the passages in a fresh order, without who wrote them. */
export const aiTestPassagesQuery = () =>
  queryOptions({
    queryKey: ['ai-test', 'passages'],
    queryFn: ({ signal }) =>
      apiRequest<AiTestPassage[]>('GET', '/api/elearning/ai-test', undefined, {
        signal,
        errorText: 'The passages could not be loaded.',
      }),
    // A new order only when the reader asks to try again.
    staleTime: Infinity,
  });
