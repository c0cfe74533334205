import { apiRequest } from '@site/api-client';
import type { ChangePasswordInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { SESSIONS_QUERY_KEY } from './sessions';

/** POST /api/account/password: the other sessions end, so their list changes too. */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'password'],
    mutationFn: (input: ChangePasswordInput) => apiRequest<{ message: string }>('POST', '/api/account/password', input),
    onSuccess: async (_answer, _input, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
