import { apiPath, apiRequest } from '@site/api-client';
import type { AdminPaper, AdminPaperRow } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminPaperKey, adminPaperListKey } from './keys';

/** GET /api/admin/library/papers: every paper and set of lecture notes, newest first. */
export const adminPapersQuery = () =>
  queryOptions({
    queryKey: adminPaperListKey,
    queryFn: ({ signal }) => apiRequest<AdminPaperRow[]>('GET', '/api/admin/library/papers', undefined, { signal }),
  });

/** GET /api/admin/library/papers/:id (an id or a slug): everything the paper editor edits. */
export const adminPaperQuery = (id: string) =>
  queryOptions({
    queryKey: adminPaperKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminPaper>('GET', apiPath`/api/admin/library/papers/${id}`, undefined, { signal }),
  });
