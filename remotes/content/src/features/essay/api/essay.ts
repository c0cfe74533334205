import { apiPath, apiRequest } from '@site/api-client';
import type { EssayDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essays/{slugOrId}; reading counts no view (see record-view). */
export const essayQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['essays', 'detail', slugOrId],
    queryFn: ({ signal }) => apiRequest<EssayDetail>('GET', apiPath`/api/essays/${slugOrId}`, undefined, { signal }),
  });
