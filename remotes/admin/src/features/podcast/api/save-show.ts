import { apiRequest } from '@site/api-client';
import type { AdminPodcastShow, AdminPodcastShowView } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_PODCAST_KEY, adminShowKey, READER_PODCAST_KEY } from './keys';

/** PUT /api/admin/podcast/show: the answer replaces the cached show. */
export const saveShowMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'show', 'save'],
    mutationFn: (show: AdminPodcastShow) => apiRequest<AdminPodcastShowView>('PUT', '/api/admin/podcast/show', show),
    onSuccess: (show, _input, _result, { client }) => {
      client.setQueryData(adminShowKey, show);
      return client.invalidateQueries({ queryKey: READER_PODCAST_KEY });
    },
  });
