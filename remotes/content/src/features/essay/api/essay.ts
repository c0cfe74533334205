import { apiPath, apiRequest } from '@site/api-client';
import type { EssayDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essays/{slugOrId}; reading counts no view (see record-view). */
export const essayQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['essays', 'detail', slugOrId],
    queryFn: ({ signal }) => apiRequest<EssayDetail>('GET', apiPath`/api/essays/${slugOrId}`, undefined, { signal }),
    // A failed answer (a 404) is drawn as it came, on the server and while hydrating: asking again on mount would draw
    // the loading state instead, and the page could never answer 404.
    retryOnMount: false,
  });
