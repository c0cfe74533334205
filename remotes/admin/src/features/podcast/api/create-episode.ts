import { apiRequest } from '@site/api-client';
import type { AdminEpisode, AdminEpisodeInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepEpisode } from './episode-cache';
import { ADMIN_PODCAST_KEY } from './keys';

/** POST /api/admin/podcast/episodes: a new draft (409 when its slug is taken). Its editor opens from the answer. */
export const createEpisodeMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'create'],
    mutationFn: (input: AdminEpisodeInput) => apiRequest<AdminEpisode>('POST', '/api/admin/podcast/episodes', input),
    onSuccess: (episode, _input, _result, { client }) => keepEpisode(client, episode),
  });
