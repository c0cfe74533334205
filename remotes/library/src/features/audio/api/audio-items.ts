import { apiRequest } from '@site/api-client';
import type { AudioItem } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/audio: the library's lectures and readings. */
export const audioItemsQuery = () =>
  queryOptions({
    queryKey: ['library', 'audio'],
    queryFn: ({ signal }) => apiRequest<AudioItem[]>('GET', '/api/library/audio', undefined, { signal }),
  });
