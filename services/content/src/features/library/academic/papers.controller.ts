import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaperList } from '@site/contracts';
import { PaperListDto, PaperQueryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { PapersService } from './papers.service.js';

@ApiTags('library')
@Controller('library')
export class PapersController {
  constructor(private readonly papers: PapersService) {}

  @Get('papers')
  @ApiOperation({
    summary: 'One page of papers and lecture notes, newest first, with BibTeX, RIS and APA citations',
  })
  @ApiOkResponse({
    type: PaperListDto,
    headers: {
      'X-Total-Count': {
        description: 'Items matching the filters, on every page together.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiErrors({ 400: 'An unknown kind, an unsafe, repeated or oversized filter, or a page out of range.' })
  async list(@Query() query: PaperQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PaperList> {
    const list = await this.papers.list(query);
    reply.header('X-Total-Count', String(list.total));
    return list;
  }
}
