import { formatClock } from '@site/contracts';
import type { Chapter } from '@site/contracts';
import { chapterAt } from '../player/player-track';

interface ChapterListProps {
  chapters: readonly Chapter[];
  /** The position in this episode, or null when the player holds another recording. */
  currentTime: number | null;
  onSeek(seconds: number): void;
}

/** The episode's chapters; each one plays the episode from its start. */
export function ChapterList({ chapters, currentTime, onSeek }: ChapterListProps) {
  const current = currentTime === null ? null : chapterAt(chapters, currentTime);
  return (
    <section aria-labelledby="episode-chapters-title">
      <h2 id="episode-chapters-title">Chapters</h2>
      <ol className="library-episode__chapters">
        {chapters.map((chapter) => (
          <li key={chapter.startSeconds}>
            <button
              type="button"
              className="library-episode__seek"
              aria-current={chapter === current ? 'true' : undefined}
              onClick={() => onSeek(chapter.startSeconds)}
            >
              <span className="library-episode__time">{formatClock(chapter.startSeconds)}</span>
              <span>{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
