import { apiRequest } from '@site/api-client';
import type { ChangeEmailInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/account/email: a code goes to the new address. */
export const changeEmailMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'email'],
    mutationFn: (input: ChangeEmailInput) => apiRequest<{ message: string }>('POST', '/api/account/email', input),
  });
