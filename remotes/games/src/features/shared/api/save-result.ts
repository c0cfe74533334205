import { apiRequest } from '@site/api-client';
import type { GameResultInput, GameResultSaved } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { withBest } from '../ui/account-bests';
import { myBestsQuery } from './my-bests';

/** POST /api/games/results: records a finished game; the best it answers replaces the account's one. */
export const saveResultMutation = (userId: number) =>
  mutationOptions({
    mutationKey: ['games', 'results', userId],
    mutationFn: (input: GameResultInput) => apiRequest<GameResultSaved>('POST', '/api/games/results', input),
    onSuccess: (saved, _input, _onMutateResult, { client }) => {
      if (saved?.best) client.setQueryData(myBestsQuery(userId).queryKey, (old) => withBest(old, saved.best));
    },
  });
