import { apiRequest } from '@site/api-client';
import type { User, VerifyEmailInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/verify-email: the mailed code; a right one logs the new account in. */
export const verifyEmailMutation = () =>
  mutationOptions<User, Error, VerifyEmailInput>({
    mutationKey: ['session', 'verify-email'],
    mutationFn: (input) => apiRequest<User>('POST', '/api/verify-email', input),
  });
