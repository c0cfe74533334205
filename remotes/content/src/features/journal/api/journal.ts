import { apiRequest } from '@site/api-client';
import type { JournalEntry } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/journal, newest first. */
export const journalQuery = () =>
  queryOptions({
    queryKey: ['journal', 'list'],
    queryFn: ({ signal }) =>
      apiRequest<JournalEntry[]>('GET', '/api/journal', undefined, {
        signal,
        errorText: (error) => `Error fetching journal entries: ${error.status}`,
      }),
  });
