import type { MediaKey } from '@site/contracts';

/** The account is told at most this often while a recording plays (a pause is told at once). */
export const REMOTE_SAVE_INTERVAL_MS = 10_000;

type Send = (mediaKey: MediaKey, seconds: number) => Promise<unknown>;

/**
 * Sends positions to the account: at once when asked to (a pause, the end), otherwise at most once per
 * interval, with the latest position sent when the interval ends, so the last seek is never lost.
 */
export class PositionSaver {
  private lastSent = Number.NEGATIVE_INFINITY;
  private pending: { mediaKey: MediaKey; seconds: number } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: Send,
    private readonly intervalMs = REMOTE_SAVE_INTERVAL_MS,
  ) {}

  save(mediaKey: MediaKey, seconds: number, when: 'now' | 'throttled'): void {
    // Another recording's unsent position goes first, so it is not overwritten.
    if (this.pending && this.pending.mediaKey !== mediaKey) this.flush();
    this.pending = { mediaKey, seconds };
    const wait = this.lastSent + this.intervalMs - Date.now();
    if (when === 'now' || wait <= 0) {
      this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), wait);
    }
  }

  /** Sends what is waiting, if anything. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.lastSent = Date.now();
    // A lost save only costs the account a few seconds of position; the browser keeps its own.
    this.send(pending.mediaKey, pending.seconds).catch(() => undefined);
  }

  /** Forgets what is waiting, e.g. when the reader signs out. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}
