import { apiRequest } from '@site/api-client';
import type { AttemptSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/me/attempts, newest first; only for a signed-in user (personal: the server never asks for it). */
export const myAttemptsQuery = () =>
  queryOptions({
    queryKey: ['attempts', 'mine'],
    queryFn: ({ signal }) => apiRequest<AttemptSummary[]>('GET', '/api/elearning/me/attempts', undefined, { signal }),
    meta: { personal: true },
  });
