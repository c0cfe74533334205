import { apiPath, apiRequest } from '@site/api-client';
import type { AdminUser } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_USERS_KEY } from './users';

/** DELETE /api/admin/users/:id/sessions: logs the account out everywhere (the caller: everywhere else). */
export const endSessionsMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_USERS_KEY, 'end-sessions'],
    mutationFn: (user: AdminUser) =>
      apiRequest<{ message: string }>('DELETE', apiPath`/api/admin/users/${user.id}/sessions`),
  });
