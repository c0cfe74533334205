import { apiRequest } from '@site/api-client';
import type { MediaImage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminMediaListKey } from './keys';

/** GET /api/admin/media: the author's images, newest first. */
export const adminMediaQuery = () =>
  queryOptions({
    queryKey: adminMediaListKey,
    queryFn: ({ signal }) => apiRequest<MediaImage[]>('GET', '/api/admin/media', undefined, { signal }),
  });
