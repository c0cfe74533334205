/**
 * The minimum plausible finishing times live in `@site/contracts`, so the learn service refuses forged times
 * by the same table the games show.
 */
export { MIN_TIMES_MS, isPlausibleTime, minTimeMs, type TimedGame, type TimedLevel } from '@site/contracts';
