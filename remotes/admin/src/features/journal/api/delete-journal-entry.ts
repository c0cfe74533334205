import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_JOURNAL_KEY } from './journal-entries';
import { adminJournalEntryKey } from './journal-entry';

/** DELETE /api/admin/journal/:id. */
export const deleteJournalEntryMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_JOURNAL_KEY, 'delete'],
    mutationFn: (id: string) => apiRequest<void>('DELETE', apiPath`/api/admin/journal/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminJournalEntryKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN_JOURNAL_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['journal'] }),
      ]);
    },
  });
