import type { Chapter, MediaKey } from '@site/contracts';

/** What the player needs to play one recording and to describe it on the page and the lock screen. */
export interface PlayerTrack {
  mediaKey: MediaKey;
  title: string;
  artist: string;
  album: string;
  artworkUrl: string;
  src: string;
  /** As the catalogue measured it, until the audio element knows better. */
  durationSeconds: number;
  /** The page that presents the recording. */
  href: string;
  chapters: Chapter[];
}

/** The chapter playing at `seconds`, if the recording has chapters. */
export function chapterAt(chapters: readonly Chapter[], seconds: number): Chapter | null {
  let current: Chapter | null = null;
  for (const chapter of chapters) {
    if (chapter.startSeconds <= seconds) current = chapter;
  }
  return current;
}
