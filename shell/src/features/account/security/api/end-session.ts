import { apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { SESSIONS_QUERY_KEY } from './sessions';

/** DELETE /api/account/sessions/:id. */
export const endSessionMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'sessions', 'end'],
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: async (_answer, _id, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
