import { apiRequest } from '@site/api-client';
import type { Tag } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/tags: tags, commonest first. */
export const tagsQuery = () =>
  queryOptions({
    queryKey: ['tags'],
    queryFn: ({ signal }) =>
      apiRequest<Tag[]>('GET', '/api/tags', undefined, { signal, errorText: 'Failed to fetch tags' }),
  });
