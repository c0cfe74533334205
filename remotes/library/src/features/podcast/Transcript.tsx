import { formatClock, type TranscriptLine } from '@site/contracts';
import { prefersReducedMotion } from '@site/ui';
import { useEffect, useRef, type RefObject } from 'react';
import { activeLineIndex } from './transcript-position';

interface TranscriptProps {
  lines: readonly TranscriptLine[];
  /** The position in this episode, or null when the player holds another recording. */
  currentTime: number | null;
  onSeek(seconds: number): void;
  /** The WebVTT file, for those who want the transcript as a file. */
  vttUrl: string;
}

/** The whole transcript, readable before playing; the line being spoken is marked, and any line plays from there. */
export function Transcript({ lines, currentTime, onSeek, vttUrl }: TranscriptProps) {
  const active = currentTime === null ? -1 : activeLineIndex(lines, currentTime);
  const list = useRef<HTMLOListElement>(null);
  useFollowAlong(list, active);
  return (
    <section aria-labelledby="episode-transcript-title">
      <h2 id="episode-transcript-title">Transcript</h2>
      <p className="library-episode__hint">
        Select a line to listen from there. Also as a <a href={vttUrl}>WebVTT file</a>.
      </p>
      <ol className="library-episode__transcript" ref={list}>
        {lines.map((line, index) => (
          <li key={`${line.startSeconds}-${index}`}>
            <button
              type="button"
              className="library-episode__seek library-episode__line"
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSeek(line.startSeconds)}
            >
              <span className="library-episode__time">{formatClock(line.startSeconds)}</span>
              <span>
                {line.speaker ? <strong>{line.speaker}: </strong> : null}
                {line.text}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

const inView = (element: Element | undefined) => {
  if (!element) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * Keeps the line being spoken in view while the listener follows along (the line before it was in
 * view); someone who has scrolled away to read elsewhere is left where they are.
 */
function useFollowAlong(list: RefObject<HTMLOListElement | null>, active: number) {
  const previous = useRef(-1);
  useEffect(() => {
    const items = list.current?.children;
    const was = previous.current;
    previous.current = active;
    if (!items || active < 0 || was < 0 || active === was) return;
    if (inView(items[was]) && !inView(items[active])) {
      const smooth = !prefersReducedMotion();
      items[active].scrollIntoView?.({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [list, active]);
}
