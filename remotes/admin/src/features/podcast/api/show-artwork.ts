import { apiRequest } from '@site/api-client';
import type { AdminPodcastShowView } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_PODCAST_KEY, adminShowKey, READER_PODCAST_KEY } from './keys';
import { ARTWORK_UPLOAD_TIMEOUT_MS, fileForm } from './upload';

/** PUT /api/admin/podcast/show/artwork (multipart `file`): the answer replaces the cached show. */
export const showArtworkMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'show', 'artwork'],
    mutationFn: (file: File) =>
      apiRequest<AdminPodcastShowView>('PUT', '/api/admin/podcast/show/artwork', fileForm(file), {
        timeoutMs: ARTWORK_UPLOAD_TIMEOUT_MS,
      }),
    // A refused file fails the same way again; a retry would only upload it twice.
    retry: false,
    onSuccess: (show, _file, _result, { client }) => {
      client.setQueryData(adminShowKey, show);
      return client.invalidateQueries({ queryKey: READER_PODCAST_KEY });
    },
  });
