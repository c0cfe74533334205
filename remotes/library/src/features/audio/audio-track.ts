import { libraryItemHref, SITE_NAME, type AudioItem } from '@site/contracts';
import type { PlayerTrack } from '../player/player-track';

/** A lecture or reading as the player plays it. */
export function audioTrack(item: AudioItem): PlayerTrack {
  return {
    mediaKey: `audio:${item.slug}`,
    title: item.title,
    artist: item.speaker,
    album: `${SITE_NAME} Library`,
    artworkUrl: item.artworkUrl,
    src: item.audio.url,
    durationSeconds: item.audio.durationSeconds,
    href: libraryItemHref('audio', item.slug),
    chapters: [],
  };
}
