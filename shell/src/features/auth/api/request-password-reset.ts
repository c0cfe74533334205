import { apiRequest } from '@site/api-client';
import type { PasswordResetRequestInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/account/password-reset: a mailed link; the same answer for any address. */
export const requestPasswordResetMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'password-reset', 'request'],
    mutationFn: (input: PasswordResetRequestInput) =>
      apiRequest<{ message: string }>('POST', '/api/account/password-reset', input),
  });
