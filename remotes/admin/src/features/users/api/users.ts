import { apiRequest, buildQueryString } from '@site/api-client';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserPage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Every cached list of accounts starts with this key, so a change refreshes them all. */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface UserSearch {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/users: one page of the accounts, newest first, optionally searched. */
export const usersQuery = ({ q = '', page = 1, pageSize = ADMIN_USERS_PAGE_SIZE }: UserSearch = {}) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'list', { q, page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserPage>(
        'GET',
        `/api/admin/users${buildQueryString({ q: q || undefined, page, pageSize })}`,
        undefined,
        {
          signal,
        },
      ),
  });
