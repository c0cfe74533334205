import { Module } from '@nestjs/common';
import { JournalModule } from '../journal/journal.module.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchSourcesRepository } from './search-sources.repository.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Site search over essays, journal entries and topics, answered to the gateway. */
@Module({
  imports: [JournalModule],
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, SearchSourcesRepository, SearchIndexService],
  exports: [SearchIndexService, SearchRepository],
})
export class SearchModule {}
