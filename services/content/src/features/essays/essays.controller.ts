import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EssayDetailDto, EssayDto, EssayParamsDto, EssayQueryDto, TagDto } from '@site/contracts/dto';
import type { Essay, EssayDetail, Tag } from '@site/contracts';
import { ApiErrors, Caller, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EssayPageService } from './essay-page.service.js';
import { EssaysService } from './essays.service.js';

@ApiTags('essays')
@Controller()
export class EssaysController {
  constructor(
    private readonly essays: EssaysService,
    private readonly page: EssayPageService,
  ) {}

  /** One page of the list; the count of all matching essays travels in `X-Total-Count`. */
  @Get('essays')
  @ApiOperation({ summary: 'One page of essays, filtered and sorted; the count of all matches is in X-Total-Count' })
  @ApiOkResponse({
    type: EssayDto,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'Essays matching the filters, on every page together.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiErrors({ 400: 'An unknown sortBy, an unsafe, repeated or oversized filter, or a page out of range.' })
  async list(@Query() query: EssayQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Essay[]> {
    const { items, total } = await this.essays.list(query);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  /** Reading an essay counts as a view, once per visitor and day and never for a bot. */
  @Get('essays/:slugOrId')
  @ApiOperation({
    summary: 'One essay by slug or numeric id, with its body, neighbours and related essays',
    description: 'A read counts as a view once per visitor and day, never for a bot.',
  })
  @ApiOkResponse({ type: EssayDetailDto })
  @ApiErrors({ 400: 'A slug or id over 200 characters.', 404: 'No essay has this slug or id.' })
  async detail(
    @Param() { slugOrId }: EssayParamsDto,
    @Req() request: FastifyRequest,
    @Caller() caller: CallerIdentity | null,
  ): Promise<EssayDetail> {
    const essay = await this.page.view(slugOrId, { caller, ip: request.ip, userAgent: request.headers['user-agent'] });
    if (!essay) throw new NotFoundException('Essay not found');
    return essay;
  }

  @Get('tags')
  @ApiOperation({ summary: 'Tags with their essay counts' })
  @ApiOkResponse({ type: TagDto, isArray: true })
  tags(): Promise<Tag[]> {
    return this.essays.tagCounts();
  }
}
