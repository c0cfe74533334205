const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** How long ago something happened, given the elapsed milliseconds. */
export function formatSince(elapsedMs: number): string {
  if (elapsedMs < MINUTE) return 'just now';
  if (elapsedMs < HOUR) return plural(Math.floor(elapsedMs / MINUTE), 'minute');
  if (elapsedMs < DAY) return plural(Math.floor(elapsedMs / HOUR), 'hour');
  return plural(Math.floor(elapsedMs / DAY), 'day');
}
