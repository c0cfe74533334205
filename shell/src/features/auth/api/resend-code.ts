import { apiRequest } from '@site/api-client';
import type { ResendCodeInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/verify-email/resend: a new code, at most once a minute (429 otherwise). */
export const resendCodeMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'resend-code'],
    mutationFn: (input: ResendCodeInput) => apiRequest<{ message: string }>('POST', '/api/verify-email/resend', input),
  });
