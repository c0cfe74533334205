/** The speeds a listener may choose, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** How far the skip buttons, the arrow keys and the lock screen jump. */
export const SKIP_SECONDS = 15;

export function isPlaybackRate(value: unknown): value is PlaybackRate {
  return (PLAYBACK_RATES as readonly unknown[]).includes(value);
}

/** '1.25×' */
export function rateLabel(rate: number): string {
  return `${rate}×`;
}
