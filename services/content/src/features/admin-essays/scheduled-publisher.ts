import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminEssaysRepository } from './admin-essays.repository.js';

/** How often scheduled essays are looked at: an essay goes out at most this long after its time. */
export const PUBLISH_CHECK_MS = 15_000;

/**
 * Publishes scheduled essays when their time comes. Every replica runs the timer; the repository's advisory
 * lock lets one of them do each round, so an essay is published (and indexed) once.
 */
@Injectable()
export class ScheduledPublisher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledPublisher.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly essays: AdminEssaysRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  /** The first round comes one interval after start (the seed has written by then); what fell due meanwhile goes out in it. */
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

  /** Publishes what is due by `now`; answers the ids published by this replica this round. */
  async publishDue(now = new Date()): Promise<number[]> {
    const ids = await this.essays.publishDue(now);
    for (const id of ids) await this.searchIndex.essayChanged(id);
    if (ids.length > 0) this.logger.log(`Published ${ids.length} scheduled essays`);
    return ids;
  }
}
