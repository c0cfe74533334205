import {} from '@site/contracts';
import type { Chapter } from '@site/contracts';
import type { CSSProperties } from 'react';
import { seekValueText } from './format-time';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  chapters: readonly Chapter[];
  onSeek(seconds: number): void;
}

/** The position as a slider, with a mark where each chapter after the first begins. */
export function SeekBar({ currentTime, duration, chapters, onSeek }: SeekBarProps) {
  const max = Math.max(duration, 0);
  const value = Math.min(Math.max(currentTime, 0), max);
  const percent = (seconds: number) => (max > 0 ? `${(seconds / max) * 100}%` : '0%');
  return (
    <div className="library-seek" style={{ '--library-seek-progress': percent(value) } as CSSProperties}>
      <input
        className="library-seek__range"
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label="Seek"
        aria-valuetext={seekValueText(value, max)}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      {/* The chapter list beside the player names these; the marks only show where they are. */}
      <div className="library-seek__marks" aria-hidden="true">
        {chapters
          .filter((chapter) => chapter.startSeconds > 0 && chapter.startSeconds < max)
          .map((chapter) => (
            <span
              key={chapter.startSeconds}
              className="library-seek__mark"
              style={{ left: percent(chapter.startSeconds) }}
              title={chapter.title}
            />
          ))}
      </div>
    </div>
  );
}
