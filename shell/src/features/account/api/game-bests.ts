import { apiRequest } from '@site/api-client';
import type { PersonalBest } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/games/results/me: the account's best result per game and level. */
export const gameBestsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', 'game-bests', userId],
    queryFn: ({ signal }) => apiRequest<PersonalBest[]>('GET', '/api/games/results/me', undefined, { signal }),
  });
