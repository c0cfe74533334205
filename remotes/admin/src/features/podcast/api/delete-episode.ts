import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_PODCAST_KEY, adminEpisodeKey, adminEpisodeListKey, READER_PODCAST_KEY } from './keys';

/** DELETE /api/admin/podcast/episodes/:id: the episode goes with its audio, artwork and transcript. */
export const deleteEpisodeMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/podcast/episodes/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminEpisodeKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminEpisodeListKey }),
        client.invalidateQueries({ queryKey: READER_PODCAST_KEY }),
      ]);
    },
  });
