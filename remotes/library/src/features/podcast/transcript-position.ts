import type { TranscriptLine } from '@site/contracts';

/** The index of the line being spoken at `seconds`: the last that has begun, or -1 before the first. */
export function activeLineIndex(lines: readonly TranscriptLine[], seconds: number): number {
  let active = -1;
  lines.forEach((line, index) => {
    if (line.startSeconds <= seconds) active = index;
  });
  return active;
}
