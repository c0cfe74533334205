/**
 * The second a `?t=` link starts at: whole or decimal seconds ('90', '12.5'). Anything else, or a time
 * past the end, is ignored rather than refused: the episode still opens.
 */
export function readStartTime(value: string | null, durationSeconds: number): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const seconds = Number(value);
  return durationSeconds > 0 && seconds >= durationSeconds ? null : seconds;
}

/** The episode's address at a second, to share. */
export function linkAtTime(origin: string, path: string, seconds: number): string {
  return `${origin}${path}?t=${Math.floor(Math.max(seconds, 0))}`;
}
