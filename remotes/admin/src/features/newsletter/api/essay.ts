import { apiPath, apiRequest } from '@site/api-client';
import type { EssayDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essays/:slug (the public essay): its title and sanitised HTML become the body. */
export const essayQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', 'essay', slug],
    queryFn: ({ signal }) => apiRequest<EssayDetail>('GET', apiPath`/api/essays/${slug}`, undefined, { signal }),
  });
