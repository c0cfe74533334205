import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SEARCH_PAGE_SIZE_DEFAULT, type SearchResults } from '@site/contracts';
import { SearchQueryDto, SearchResultsDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { SiteSearch } from './site-search.service.js';

/** `/api/search`: answered by the gateway itself from every service's own search, never forwarded. */
@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(private readonly site: SiteSearch) {}

  @Get('search')
  @ApiOperation({
    summary:
      'Search the whole site: essays, journal entries, topics, the library, episodes, courses, lessons and quizzes',
    description:
      "Whole items of every kind merged by relevance, each with its best matching parts (an episode's moments, a " +
      'matching course\'s lessons), one page at a time, with the count of items of each kind and a "did you mean" ' +
      'when nothing matched. A service that is down or slow leaves its kinds out (counted 0); the answer is still 200.',
  })
  @ApiOkResponse({ type: SearchResultsDto })
  @ApiErrors({ 400: 'A blank, oversized or unsafe q, an unknown kind, or a page or page size out of range.' })
  search(@Query() { q, kind, page, pageSize }: SearchQueryDto): Promise<SearchResults> {
    return this.site.search({
      query: q,
      kind: kind ?? null,
      page: page ?? 1,
      pageSize: pageSize ?? SEARCH_PAGE_SIZE_DEFAULT,
    });
  }
}
