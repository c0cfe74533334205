import { apiPath, apiRequest } from '@site/api-client';
import type { AttemptDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/attempts/:id: one of the caller's attempts (personal: the server never asks for it). */
export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: ['attempts', 'detail', attemptId],
    queryFn: ({ signal }) =>
      apiRequest<AttemptDetail>('GET', apiPath`/api/elearning/attempts/${attemptId}`, undefined, { signal }),
    meta: { personal: true },
  });
