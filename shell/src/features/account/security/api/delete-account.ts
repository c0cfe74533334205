import { apiRequest } from '@site/api-client';
import type { DeleteAccountInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** DELETE /api/account: everything of the reader goes, and every session ends. */
export const deleteAccountMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'delete'],
    mutationFn: (input: DeleteAccountInput) => apiRequest<{ message: string }>('DELETE', '/api/account', input),
  });
