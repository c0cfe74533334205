import { apiPath, apiRequest } from '@site/api-client';
import type { AttemptResult } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { myAttemptsQuery } from './my-attempts';

/** POST /api/elearning/attempts/:id/submit: scores the attempt; the caller's attempt list follows. */
export const submitAttemptMutation = (attemptId: number) =>
  mutationOptions({
    mutationKey: ['attempts', 'submit', attemptId],
    mutationFn: () => apiRequest<AttemptResult>('POST', apiPath`/api/elearning/attempts/${attemptId}/submit`),
    onSuccess: (_result, _variables, _onMutateResult, { client }) => {
      void client.invalidateQueries({ queryKey: myAttemptsQuery().queryKey });
    },
  });
