import { apiRequest } from '@site/api-client';
import type { PersonalBest } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/games/results/me: the account's bests, kept per signed-in user so another account never sees
 * them (personal: the server never asks for them). A visitor (401) or a reply of the wrong shape has none;
 * the account is a bonus, so a failure is not retried.
 */
export const myBestsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['games', 'bests', userId],
    queryFn: async ({ signal }) => {
      const bests = await apiRequest<PersonalBest[]>('GET', '/api/games/results/me', undefined, {
        on401: 'returnNull',
        signal,
      });
      return Array.isArray(bests) ? bests : [];
    },
    retry: false,
    meta: { personal: true },
  });
