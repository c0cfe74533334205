import { formatClock } from '@site/contracts';

/** What a screen reader says for the seek bar: '1:05 of 3:20'. */
export function seekValueText(current: number, duration: number): string {
  return `${formatClock(current)} of ${formatClock(duration)}`;
}
