import { apiPath, apiRequest } from '@site/api-client';
import type { AdminJournalEntry, AdminJournalEntryInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_JOURNAL_KEY } from './journal-entries';
import { adminJournalEntryKey } from './journal-entry';

export interface SaveJournalEntryRequest {
  /** Null for a new entry. */
  id: string | null;
  input: AdminJournalEntryInput;
}

/**
 * POST /api/admin/journal or PUT /api/admin/journal/:id. The answer becomes the cached entry; the admin list and the
 * readers' journal queries are asked again.
 */
export const saveJournalEntryMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_JOURNAL_KEY, 'save'],
    mutationFn: ({ id, input }: SaveJournalEntryRequest) =>
      id === null
        ? apiRequest<AdminJournalEntry>('POST', '/api/admin/journal', input)
        : apiRequest<AdminJournalEntry>('PUT', apiPath`/api/admin/journal/${id}`, input),
    onSuccess: (entry, _request, _result, { client }) => {
      client.setQueryData(adminJournalEntryKey(entry.id), entry);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN_JOURNAL_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['journal'] }),
      ]);
    },
  });
