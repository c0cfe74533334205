import { apiRequest, buildQueryString } from '@site/api-client';
import type { UserListPage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: one page of the reader accounts, for the administrator only. */
export const usersQuery = (page: number, pageSize = USERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['admin', 'users', { page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest<UserListPage>('GET', `/api/admin/users${buildQueryString({ page, pageSize })}`, undefined, {
        signal,
      }),
  });
