import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/** How often scheduled essays and episodes are looked at: one goes out at most this long after its time. */
export const PUBLISH_CHECK_MS = 15_000;

/**
 * A job that publishes what is scheduled, every `PUBLISH_CHECK_MS`. Every replica runs the timer; the advisory
 * lock in `publishDue` lets one of them do each round. The first round comes one interval after start (the seed
 * has written by then); what fell due meanwhile goes out in it.
 */
export abstract class ScheduledRounds implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  /** Publishes what is due by `now`; answers the ids this replica published this round. */
  abstract publishDue(now?: Date): Promise<number[]>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.publishDue().catch((error: unknown) => this.logger.error(error));
    }, PUBLISH_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
