import { apiPath, apiRequest } from '@site/api-client';
import type { AdminUser, AdminUserChange } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_USERS_KEY } from './users';

export interface UserChangeRequest {
  user: AdminUser;
  change: AdminUserChange;
}

/** PATCH /api/admin/users/:id: a role or a suspension; every list of accounts is refreshed after. */
export const changeUserMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_USERS_KEY, 'change'],
    mutationFn: ({ user, change }: UserChangeRequest) =>
      apiRequest<AdminUser>('PATCH', apiPath`/api/admin/users/${user.id}`, change),
    onSettled: (_data, _error, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
