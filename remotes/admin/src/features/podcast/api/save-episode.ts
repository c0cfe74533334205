import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEpisode, AdminEpisodeInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepEpisode } from './episode-cache';
import { ADMIN_PODCAST_KEY } from './keys';

export interface SaveEpisodeRequest {
  id: number;
  input: AdminEpisodeInput;
}

/** PUT /api/admin/podcast/episodes/:id: its text, chapters and status (publishing refused without audio). */
export const saveEpisodeMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'save'],
    mutationFn: ({ id, input }: SaveEpisodeRequest) =>
      apiRequest<AdminEpisode>('PUT', apiPath`/api/admin/podcast/episodes/${id}`, input),
    onSuccess: (episode, _request, _result, { client }) => keepEpisode(client, episode),
  });
