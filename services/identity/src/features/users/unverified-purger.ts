import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UNVERIFIED_ACCOUNT_MAX_DAYS } from '@site/contracts';
import { unverifiedCutoff, UnverifiedAccountsRepository } from './unverified-accounts.repository.js';

/** How often accounts past their time are looked for: one is gone at most this long after its last day. */
export const UNVERIFIED_PURGE_MS = 60 * 60_000;

/**
 * Deletes accounts whose address was not verified within UNVERIFIED_ACCOUNT_MAX_DAYS, so an address or username
 * typed by mistake is free again. Every replica runs the timer; the repository's advisory lock lets one of them
 * do each round.
 */
@Injectable()
export class UnverifiedPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnverifiedPurger.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly accounts: UnverifiedAccountsRepository) {}

  /** A first round at start: a service restarted more often than the interval still purges. */
  onApplicationBootstrap(): void {
    const round = () => {
      this.running = this.purge().catch((error: unknown) => this.logger.error(error));
    };
    round();
    this.timer = setInterval(round, UNVERIFIED_PURGE_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes what is past its time at `now`; answers how many this replica deleted (null: another did this round). */
  async purge(now = new Date()): Promise<number | null> {
    const deleted = await this.accounts.purge(unverifiedCutoff(now));
    if (deleted) {
      this.logger.log(`Deleted ${deleted} accounts not verified within ${UNVERIFIED_ACCOUNT_MAX_DAYS} days`);
    }
    return deleted;
  }
}
