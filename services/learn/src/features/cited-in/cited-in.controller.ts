import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CitedIn } from '@site/contracts';
import { CitedInDto, CitedInQueryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { CitedInRepository } from './cited-in.repository.js';

@ApiTags('library')
@Controller('elearning')
export class CitedInController {
  constructor(private readonly citedIn: CitedInRepository) {}

  @Get('cited-in')
  @ApiOperation({
    summary: 'The lessons whose text links to a library item, in course and lesson order',
    description:
      'href is the item’s address (/library/books#<slug>, /library/academic#<slug>, /library/audio#<slug>, ' +
      '/library/document/<name>, /podcast/episode/<slug>); essays citing it are at GET /api/library/cited-in.',
  })
  @ApiOkResponse({ type: CitedInDto, isArray: true })
  @ApiErrors({ 400: 'A missing, repeated or oversized href, or one that is not a site path.' })
  lessons(@Query() { href }: CitedInQueryDto): Promise<CitedIn[]> {
    return this.citedIn.lessonsCiting(href);
  }
}
