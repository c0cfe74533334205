import { apiPath, apiRequest } from '@site/api-client';
import type { EssayDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essays/{slug}; each read counts as a view. */
export const essayQuery = (slug: string) =>
  queryOptions({
    queryKey: ['essays', 'detail', slug],
    queryFn: ({ signal }) => apiRequest<EssayDetail>('GET', apiPath`/api/essays/${slug}`, undefined, { signal }),
  });
