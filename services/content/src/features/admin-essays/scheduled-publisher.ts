import { Injectable } from '@nestjs/common';
import { ScheduledRounds } from '../publishing/scheduled-rounds.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminEssaysRepository } from './admin-essays.repository.js';

/** Publishes scheduled essays when their time comes, and indexes each for search once. */
@Injectable()
export class ScheduledPublisher extends ScheduledRounds {
  constructor(
    private readonly essays: AdminEssaysRepository,
    private readonly searchIndex: SearchIndexService,
  ) {
    super();
  }

  async publishDue(now = new Date()): Promise<number[]> {
    const ids = await this.essays.publishDue(now);
    for (const id of ids) await this.searchIndex.essayChanged(id);
    if (ids.length > 0) this.logger.log(`Published ${ids.length} scheduled essays`);
    return ids;
  }
}
