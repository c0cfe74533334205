import type { AdminEpisode } from '@site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminEpisodeKey, adminEpisodeListKey, READER_PODCAST_KEY } from './keys';

/** Takes the service's answer as the cached episode; the list and the listeners' pages are fetched again. */
export function keepEpisode(client: QueryClient, episode: AdminEpisode) {
  client.setQueryData(adminEpisodeKey(episode.id), episode);
  return Promise.all([
    client.invalidateQueries({ queryKey: adminEpisodeListKey }),
    client.invalidateQueries({ queryKey: READER_PODCAST_KEY }),
  ]);
}
