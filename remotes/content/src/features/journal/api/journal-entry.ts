import { apiPath, apiRequest } from '@site/api-client';
import type { JournalEntryDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/journal/{id}. */
export const journalEntryQuery = (id: string) =>
  queryOptions({
    queryKey: ['journal', 'detail', id],
    queryFn: ({ signal }) => apiRequest<JournalEntryDetail>('GET', apiPath`/api/journal/${id}`, undefined, { signal }),
    // A failed answer (a 404) is drawn as it came, on the server and while hydrating: asking again on mount would draw
    // the loading state instead, and the page could never answer 404.
    retryOnMount: false,
  });
