import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SERVICE_SEARCH_PATH, type ServiceSearchAnswer } from '@site/contracts';
import { ServiceSearchAnswerDto, ServiceSearchQueryDto } from '@site/contracts/dto';
import { ApiErrors, SearchService } from '@site/service-kit';

/**
 * The gateway's internal search over this service's content. It lies outside `/api`, so the gateway never
 * forwards it and leaves it out of the public document; it is described here like every route.
 */
@ApiTags('search')
@Controller(SERVICE_SEARCH_PATH)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @ApiOperation({ summary: 'Internal: the best courses, lessons and quizzes for a query, with counts' })
  @ApiOkResponse({ type: ServiceSearchAnswerDto })
  @ApiErrors({ 400: 'A blank, oversized or unsafe query, an unknown kind, or a limit out of range.' })
  find(@Query() query: ServiceSearchQueryDto): Promise<ServiceSearchAnswer> {
    return this.search.find(query);
  }
}
