import { apiPath, apiRequest } from '@site/api-client';
import type { JournalEntryDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/journal/{id}. */
export const journalEntryQuery = (id: string) =>
  queryOptions({
    queryKey: ['journal', 'detail', id],
    queryFn: ({ signal }) => apiRequest<JournalEntryDetail>('GET', apiPath`/api/journal/${id}`, undefined, { signal }),
  });
