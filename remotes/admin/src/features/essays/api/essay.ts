import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEssay } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ADMIN_ESSAYS_KEY } from './essays';

export const adminEssayKey = (id: number | string) => [...ADMIN_ESSAYS_KEY, 'essay', String(id)] as const;

/** GET /api/admin/essays/:id: everything the editor edits, and any autosave newer than the last save. */
export const adminEssayQuery = (id: string) =>
  queryOptions({
    queryKey: adminEssayKey(id),
    queryFn: ({ signal }) => apiRequest<AdminEssay>('GET', apiPath`/api/admin/essays/${id}`, undefined, { signal }),
    // The editor holds the text being typed; a refetch must never replace it behind the author's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
