import { apiRequest } from '@site/api-client';
import type { AdminJournalEntry } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const ADMIN_JOURNAL_KEY = ['admin', 'journal'] as const;

/** GET /api/admin/journal: every entry with its Markdown, newest first. */
export const adminJournalQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_JOURNAL_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<AdminJournalEntry[]>('GET', '/api/admin/journal', undefined, { signal }),
  });
