import { apiPath, apiRequest } from '@site/api-client';
import type { AdminJournalEntry } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ADMIN_JOURNAL_KEY } from './journal-entries';

export const adminJournalEntryKey = (id: string) => [...ADMIN_JOURNAL_KEY, 'entry', id] as const;

/** GET /api/admin/journal/:id: the entry the editor edits. */
export const adminJournalEntryQuery = (id: string) =>
  queryOptions({
    queryKey: adminJournalEntryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminJournalEntry>('GET', apiPath`/api/admin/journal/${id}`, undefined, { signal }),
    // The editor holds the text being typed; a refetch must never replace it behind the author's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
