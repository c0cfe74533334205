import { Module } from '@nestjs/common';
import { SearchIndexService } from './search-index.service.js';
import { SearchSourcesRepository } from './search-sources.repository.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Site search over courses, lessons and quizzes, answered to the gateway. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, SearchSourcesRepository, SearchIndexService],
  exports: [SearchIndexService, SearchRepository],
})
export class SearchModule {}
