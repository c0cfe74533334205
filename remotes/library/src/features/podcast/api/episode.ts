import { apiPath, apiRequest } from '@site/api-client';
import type { Episode } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/podcast/episodes/{idOrSlug}; keyed by the name the page was opened with. */
export const episodeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['podcast', 'episode', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<Episode>('GET', apiPath`/api/podcast/episodes/${idOrSlug}`, undefined, { signal }),
  });
