import { Injectable } from '@nestjs/common';
import { ScheduledRounds } from '../publishing/scheduled-rounds.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminEpisodesRepository } from './admin-episodes.repository.js';

/** Publishes scheduled episodes when their time comes; search and the feed follow. */
@Injectable()
export class ScheduledEpisodes extends ScheduledRounds {
  constructor(
    private readonly episodes: AdminEpisodesRepository,
    private readonly searchIndex: SearchIndexService,
  ) {
    super();
  }

  async publishDue(now = new Date()): Promise<number[]> {
    const ids = await this.episodes.publishDue(now);
    if (ids.length > 0) {
      await this.searchIndex.sync();
      this.logger.log(`Published ${ids.length} scheduled episodes`);
    }
    return ids;
  }
}
