import { apiRequest } from '@site/api-client';
import type { PasswordResetInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/account/password-reset/confirm: the link's token and the new password; every session ends. */
export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'password-reset', 'confirm'],
    mutationFn: (input: PasswordResetInput) =>
      apiRequest<{ message: string }>('POST', '/api/account/password-reset/confirm', input),
  });
