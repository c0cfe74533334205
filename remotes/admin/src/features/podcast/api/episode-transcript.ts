import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEpisode, AdminTranscriptInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepEpisode } from './episode-cache';
import { ADMIN_PODCAST_KEY } from './keys';

export interface EpisodeTranscriptRequest {
  id: number;
  /** The text of a WebVTT or SRT file, or null to remove the transcript. */
  text: string | null;
}

/** PUT /api/admin/podcast/episodes/:id/transcript (`{ text }`), or DELETE it: the answer is the episode. */
export const episodeTranscriptMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_PODCAST_KEY, 'transcript'],
    mutationFn: ({ id, text }: EpisodeTranscriptRequest) => {
      const path = apiPath`/api/admin/podcast/episodes/${id}/transcript`;
      return text === null
        ? apiRequest<AdminEpisode>('DELETE', path)
        : apiRequest<AdminEpisode>('PUT', path, { text } satisfies AdminTranscriptInput);
    },
    onSuccess: (episode, _request, _result, { client }) => keepEpisode(client, episode),
  });
