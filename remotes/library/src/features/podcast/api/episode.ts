import { apiPath, apiRequest } from '@site/api-client';
import type { Episode } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/podcast/episodes/{idOrSlug}; keyed by the name the page was opened with. */
export const episodeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['podcast', 'episode', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<Episode>('GET', apiPath`/api/podcast/episodes/${idOrSlug}`, undefined, { signal }),
    // An unknown episode is an answer (the server draws its not-found page and answers 404), not a reason to ask
    // again when the page mounts: the browser's first render draws what the server did. A failure offers "Try again".
    retryOnMount: false,
  });
