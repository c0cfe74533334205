import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEpisode } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepEpisode } from './episode-cache';
import { ADMIN_PODCAST_KEY } from './keys';
import { ARTWORK_UPLOAD_TIMEOUT_MS, fileForm } from './upload';

export interface EpisodeArtworkRequest {
  id: number;
  /** The image to upload, or null to go back to the show's artwork. */
  file: File | null;
}

/** PUT /api/admin/podcast/episodes/:id/artwork (multipart `file`), or DELETE it: the answer is the episode. */
export const episodeArtworkMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'artwork'],
    mutationFn: ({ id, file }: EpisodeArtworkRequest) => {
      const path = apiPath`/api/admin/podcast/episodes/${id}/artwork`;
      return file
        ? apiRequest<AdminEpisode>('PUT', path, fileForm(file), { timeoutMs: ARTWORK_UPLOAD_TIMEOUT_MS })
        : apiRequest<AdminEpisode>('DELETE', path);
    },
    retry: false,
    onSuccess: (episode, _request, _result, { client }) => keepEpisode(client, episode),
  });
