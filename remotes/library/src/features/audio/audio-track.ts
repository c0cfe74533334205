import { SITE_NAME, type AudioItem } from '@site/contracts';
import type { PlayerTrack } from '../player/player-track';

/** The address that cites an audio item: its entry on the audio page. */
export function audioItemHref(slug: string): string {
  return `/library/audio#${slug}`;
}

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
    href: audioItemHref(item.slug),
    chapters: [],
  };
}
