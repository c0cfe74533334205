import { Logger } from '@nestjs/common';
import type { RemoteName } from '@site/contracts';
import type { MinuteCount, ReleasesRepository } from './releases.repository.js';

/**
 * How long a replica gathers counts before it writes them. Every page a browser hides sends a beacon and every fresh
 * server render counts too: written one by one, a busy site would upsert the same few rows of the health table many
 * times a second from every replica, each a row lock and a WAL record. One statement every 2 s keeps those writes
 * constant per replica, and a failing canary is still withdrawn seconds after the views that condemn it.
 */
export const HEALTH_FLUSH_MS = 2_000;

/** The health table's bucket: counts are summed per release and minute. */
const MINUTE_MS = 60_000;

/** A count of one release; `judge` when its remote has a canary, to be judged once the count is written. */
export interface ReleaseCount {
  releaseId: number;
  remote: RemoteName;
  views: number;
  errors: number;
  judge: boolean;
}

/**
 * Each replica's counts of page views and errors per release, summed in memory per release and minute and written
 * in one statement every `HEALTH_FLUSH_MS`, and at shutdown. Once written, `judge` is called with the remotes whose
 * canaries were counted. A failed write keeps the counts for the next one (logged once until a write succeeds).
 */
export class HealthCounter {
  private readonly logger = new Logger(HealthCounter.name);
  private pending = new Map<string, MinuteCount>();
  private toJudge = new Set<RemoteName>();
  private timer: NodeJS.Timeout | undefined;
  /** The writes in turn: never two at once, so a failed batch goes back before the next is taken. */
  private writing: Promise<void> = Promise.resolve();
  private failing = false;
  private stopped = false;

  constructor(
    private readonly repository: Pick<ReleasesRepository, 'addHealth'>,
    private readonly judge: (remotes: RemoteName[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  add(count: ReleaseCount): void {
    const minute = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    this.count({ releaseId: count.releaseId, minute: new Date(minute), views: count.views, errors: count.errors });
    if (count.judge) this.toJudge.add(count.remote);
    // Once stopping, nothing writes later: a count of a request still being answered is written at once.
    if (this.stopped) void this.flush();
    else this.schedule();
  }

  /** Writes what was counted so far; never rejects. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** At shutdown: no more timer, and what was counted is written. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.pending.size > 0) {
      const views = [...this.pending.values()].reduce((sum, count) => sum + count.views, 0);
      this.logger.error(`${views} page views of the remote releases were not counted before the stop`);
    }
  }

  private count(count: MinuteCount): void {
    const key = `${count.releaseId}@${count.minute.getTime()}`;
    const counted = this.pending.get(key);
    if (counted) {
      counted.views += count.views;
      counted.errors += count.errors;
    } else {
      this.pending.set(key, { ...count });
    }
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, HEALTH_FLUSH_MS);
    // A replica with counts still to write does not keep its process (or jest) alive: the stop writes them.
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    const remotes = [...this.toJudge];
    this.pending = new Map();
    this.toJudge = new Set();
    try {
      await this.repository.addHealth(counts);
    } catch (error) {
      // Back with whatever was counted meanwhile, for the next write.
      for (const count of counts) this.count(count);
      for (const remote of remotes) this.toJudge.add(remote);
      if (!this.failing) {
        this.failing = true;
        this.logger.warn(`The remote releases' health counts were not written, kept for later: ${messageOf(error)}`);
      }
      this.schedule();
      return;
    }
    if (this.failing) {
      this.failing = false;
      this.logger.log(`The remote releases' health counts are written again`);
    }
    if (remotes.length > 0) {
      await this.judge(remotes).catch((error: unknown) =>
        this.logger.warn(`The canaries of ${remotes.join(', ')} were not judged: ${messageOf(error)}`),
      );
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
