import { apiPath, apiRequest } from '@site/api-client';
import type { EssayDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essays/{slugOrId}; a read counts as a view once per visitor and day. */
export const essayQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['essays', 'detail', slugOrId],
    queryFn: ({ signal }) => apiRequest<EssayDetail>('GET', apiPath`/api/essays/${slugOrId}`, undefined, { signal }),
  });
