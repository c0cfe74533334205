import { pathTo, SITE_NAME, type Episode, type EpisodeSummary, type PodcastShow } from '@site/contracts';
import type { PlayerTrack } from '../player/player-track';

/** The episode's page, by slug: one canonical address whether it was opened by id or slug. */
export function episodePath(episode: Pick<EpisodeSummary, 'slug'>): string {
  return pathTo('podcastEpisode', { id: episode.slug });
}

/** An episode as the player plays it; the show names the album and the artist when it is known. */
export function episodeTrack(
  episode: EpisodeSummary & Partial<Pick<Episode, 'chapters' | 'artworkUrl'>>,
  show: PodcastShow | undefined,
): PlayerTrack {
  return {
    mediaKey: `episode:${episode.slug}`,
    title: episode.title,
    artist: show?.author ?? SITE_NAME,
    album: show?.title ?? `${SITE_NAME} podcast`,
    artworkUrl: episode.artworkUrl ?? show?.artworkUrl ?? '',
    src: episode.audio.url,
    durationSeconds: episode.audio.durationSeconds,
    href: episodePath(episode),
    chapters: episode.chapters ?? [],
  };
}
