import { apiPath, apiRequest } from '@site/api-client';
import type { AttemptDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/attempts/:id. */
export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: ['attempts', 'detail', attemptId],
    queryFn: ({ signal }) =>
      apiRequest<AttemptDetail>('GET', apiPath`/api/elearning/attempts/${attemptId}`, undefined, { signal }),
  });
