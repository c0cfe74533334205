import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEpisode } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepEpisode } from './episode-cache';
import { ADMIN_PODCAST_KEY } from './keys';
import { AUDIO_UPLOAD_TIMEOUT_MS, fileForm } from './upload';

export interface EpisodeFileRequest {
  id: number;
  file: File;
}

/** PUT /api/admin/podcast/episodes/:id/audio (multipart `file`): the service reads its type, size and length. */
export const episodeAudioMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'audio'],
    mutationFn: ({ id, file }: EpisodeFileRequest) =>
      apiRequest<AdminEpisode>('PUT', apiPath`/api/admin/podcast/episodes/${id}/audio`, fileForm(file), {
        timeoutMs: AUDIO_UPLOAD_TIMEOUT_MS,
      }),
    // A refused file fails the same way again; a retry would only send up to 200 MB twice.
    retry: false,
    onSuccess: (episode, _request, _result, { client }) => keepEpisode(client, episode),
  });
