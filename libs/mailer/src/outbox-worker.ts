import type { Mailer } from './mailer.js';
import type { OutboxMailEntity } from './outbox-mail.entity.js';
import type { OutboxStore } from './outbox-store.js';
import { retryDelayMs } from './retry-delay.js';

export interface OutboxWorkerOptions {
  /** How often due mail is looked for besides the kicks after each write (retries come due this way). */
  pollMs: number;
  /** The wait after the first failure; it doubles with each further one, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  batchSize?: number;
  /** How long a claimed mail stays reserved for this worker; a worker that dies mid-send frees it after this. */
  leaseMs?: number;
}

export type OutboxStoreLike = Pick<OutboxStore, 'claimDue' | 'markSent' | 'retryLater'>;

export interface WorkerLog {
  warn(line: string): void;
}

/**
 * Sends what is due in the outbox. A failed mail is kept and tried again later, with a growing wait:
 * mail is never dropped. Safe to run in every replica at once (see `OutboxStore.claimDue`).
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: OutboxStoreLike,
    private readonly mailer: Pick<Mailer, 'send'>,
    private readonly options: OutboxWorkerOptions,
    private readonly log: WorkerLog,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), this.options.pollMs);
    this.timer.unref();
    void this.kick();
  }

  /**
   * Sends everything due now. A kick during a round asks for one more round after it, so a mail written
   * meanwhile is never left for the next interval; the promise settles when the rounds are done.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops claiming and waits for the mail in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 20;
    const leaseMs = this.options.leaseMs ?? 5 * 60_000;
    try {
      do {
        this.again = false;
        let batch: OutboxMailEntity[];
        do {
          batch = await this.store.claimDue(batchSize, leaseMs);
          for (const mail of batch) await this.deliver(mail);
        } while (batch.length === batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      // The database is away: the interval tries again, and claimed mail comes due when its lease ends.
      this.log.warn(`Mail outbox could not be read: ${messageOf(error)}`);
    }
  }

  private async deliver(mail: OutboxMailEntity): Promise<void> {
    try {
      await this.mailer.send(mail.mail);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = retryDelayMs(attempts, this.options.retryFirstMs, this.options.retryMaxMs);
      await this.store.retryLater(mail.id, attempts, messageOf(error), new Date(Date.now() + delay));
      this.log.warn(`Mail ${mail.id} to ${mail.mail.to} failed (attempt ${attempts}), next try in ${delay} ms`);
      return;
    }
    await this.store.markSent(mail.id);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
