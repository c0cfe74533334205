import { apiRequest, buildQueryString } from '@site/api-client';
import type { AdminEssayPage, EssayStatus } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const ADMIN_ESSAYS_KEY = ['admin', 'essays'] as const;

export interface AdminEssayFilter {
  status?: EssayStatus;
  page?: number;
}

/** GET /api/admin/essays: one page of essays of every status (or one), most recently saved first. */
export const adminEssaysQuery = ({ status, page }: AdminEssayFilter) =>
  queryOptions({
    queryKey: [...ADMIN_ESSAYS_KEY, 'list', { status, page }],
    queryFn: ({ signal }) =>
      apiRequest<AdminEssayPage>('GET', `/api/admin/essays${buildQueryString({ status, page })}`, undefined, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
