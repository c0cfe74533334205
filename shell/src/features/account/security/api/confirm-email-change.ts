import { apiRequest } from '@site/api-client';
import type { ConfirmEmailChangeInput, User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';
import { SUBSCRIPTION_QUERY_KEY } from '../../api/newsletter-subscription';

/**
 * POST /api/account/email/verify: the account with its new address replaces the cached user, and the user is
 * asked for again. The gateway's session carries the new address already, and the newsletter subscription has
 * followed it, so the settings' newsletter toggle asks again too.
 */
export const confirmEmailChangeMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'email', 'verify'],
    mutationFn: (input: ConfirmEmailChangeInput) => apiRequest<User>('POST', '/api/account/email/verify', input),
    onSuccess: async (user, _input, _onMutateResult, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        client.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      ]);
    },
  });
