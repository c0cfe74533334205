import { apiRequest, buildQueryString } from '@site/api-client';
import type { JournalEntry } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/journal?topic=: the journal entries filed under a topic, newest first. */
export const topicJournalQuery = (topic: string) =>
  queryOptions({
    queryKey: ['journal', 'list', { topic }],
    queryFn: ({ signal }) =>
      apiRequest<JournalEntry[]>('GET', `/api/journal${buildQueryString({ topic })}`, undefined, {
        signal,
        errorText: 'The journal entries could not be loaded.',
      }),
  });
