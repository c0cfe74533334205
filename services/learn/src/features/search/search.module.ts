import { Module } from '@nestjs/common';
import { SearchRepository, searchProviders } from '@site/service-kit';
import { SearchIndexService } from './search-index.service.js';
import { LEARN_SEARCH } from './search-catalog.js';
import { SearchSourcesRepository } from './search-sources.repository.js';
import { SearchController } from './search.controller.js';

/** Site search over courses, lessons and quizzes, answered to the gateway. */
@Module({
  controllers: [SearchController],
  providers: [...searchProviders('learn', LEARN_SEARCH), SearchSourcesRepository, SearchIndexService],
  exports: [SearchIndexService, SearchRepository],
})
export class SearchModule {}
