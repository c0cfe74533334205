import { Module } from '@nestjs/common';
import { SearchRepository, searchProviders } from '@site/service-kit';
import { JournalModule } from '../journal/journal.module.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchSourcesRepository } from './search-sources.repository.js';
import { CONTENT_SEARCH } from './search-catalog.js';
import { SearchController } from './search.controller.js';

/** Site search over essays, journal entries and topics, answered to the gateway. */
@Module({
  imports: [JournalModule],
  controllers: [SearchController],
  providers: [...searchProviders('content', CONTENT_SEARCH), SearchSourcesRepository, SearchIndexService],
  exports: [SearchIndexService, SearchRepository],
})
export class SearchModule {}
