import { apiRequest, buildQueryString } from '@site/api-client';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditPage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export interface AuditSearch {
  user?: string;
  path?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/audit: one page of the admin actions, newest first, narrowed by account and path. */
export const auditQuery = ({ user = '', path = '', page = 1, pageSize = AUDIT_PAGE_SIZE_DEFAULT }: AuditSearch = {}) =>
  queryOptions({
    queryKey: ['admin', 'audit', { user, path, page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>(
        'GET',
        `/api/admin/audit${buildQueryString({ user: user || undefined, path: path || undefined, page, pageSize })}`,
        undefined,
        { signal },
      ),
  });
