import type { PlaybackPosition } from '@site/contracts';
import { isPlaybackRate, type PlaybackRate } from './playback-rates';

const POSITIONS_KEY = 'library-player:positions';
const RATE_KEY = 'library-player:rate';

/** Positions within this distance of the end count as finished: the next play starts over. */
export const FINISHED_MARGIN_SECONDS = 5;

type PositionMap = Record<string, { seconds: number; updatedAt: string }>;

// Storage may be missing (private modes) or hold anything; neither may break the player.
function readMap(): PositionMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(POSITIONS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as PositionMap) : {};
  } catch {
    return {};
  }
}

/** Where this browser last stopped in a recording. */
export function readLocalPosition(mediaKey: string): PlaybackPosition | null {
  const entry = readMap()[mediaKey];
  if (!entry || typeof entry.seconds !== 'number' || !Number.isFinite(entry.seconds)) return null;
  return { mediaKey, seconds: entry.seconds, updatedAt: typeof entry.updatedAt === 'string' ? entry.updatedAt : '' };
}

export function writeLocalPosition(mediaKey: string, seconds: number, now = new Date()): void {
  try {
    const map = readMap();
    map[mediaKey] = { seconds, updatedAt: now.toISOString() };
    localStorage.setItem(POSITIONS_KEY, JSON.stringify(map));
  } catch {
    // A full or blocked storage only loses the resume point.
  }
}

/** The more recent of the browser's and the account's positions: the listener may have moved on elsewhere. */
export function latestPosition(
  local: PlaybackPosition | null,
  remote: PlaybackPosition | null | undefined,
): PlaybackPosition | null {
  if (!local) return remote ?? null;
  if (!remote) return local;
  return Date.parse(remote.updatedAt) > Date.parse(local.updatedAt) ? remote : local;
}

/** Where to start: the saved position, unless it is at the very end (then from the start). */
export function resumeSeconds(saved: PlaybackPosition | null, durationSeconds: number): number {
  if (!saved || saved.seconds <= 0) return 0;
  return durationSeconds > 0 && saved.seconds >= durationSeconds - FINISHED_MARGIN_SECONDS ? 0 : saved.seconds;
}

export function readRate(): PlaybackRate {
  try {
    const rate = Number(localStorage.getItem(RATE_KEY));
    return isPlaybackRate(rate) ? rate : 1;
  } catch {
    return 1;
  }
}

export function writeRate(rate: PlaybackRate): void {
  try {
    localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // The speed then resets on the next visit.
  }
}
