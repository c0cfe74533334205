import { apiRequest } from '@site/api-client';
import type { ConfirmEmailChangeInput, User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';

/**
 * POST /api/account/email/verify: the account with its new address replaces the cached user, and the user is
 * asked for again, which makes the gateway's session carry the new address to the services at once.
 */
export const confirmEmailChangeMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'email', 'verify'],
    mutationFn: (input: ConfirmEmailChangeInput) => apiRequest<User>('POST', '/api/account/email/verify', input),
    onSuccess: async (user, _input, _onMutateResult, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
      await client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
