import { apiRequest, buildQueryString } from '@site/api-client';
import type { Essay } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const ESSAY_CHOICES = 10;

/** GET /api/essays (the public list): the newest essays, or those matching the words, to compose an issue from. */
export const essayChoicesQuery = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', 'essay-choices', query],
    queryFn: ({ signal }) =>
      apiRequest<Essay[]>(
        'GET',
        `/api/essays${buildQueryString({ query: query || undefined, pageSize: ESSAY_CHOICES })}`,
        undefined,
        { signal },
      ),
  });
