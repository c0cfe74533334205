import { Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EssayDetailDto,
  EssayDto,
  EssayParamsDto,
  EssayQueryDto,
  EssayViewCountDto,
  EssayViewParamsDto,
  TagDto,
} from '@site/contracts/dto';
import type { Essay, EssayDetail, EssayViewCount, Tag } from '@site/contracts';
import { ApiErrors, Caller, SharedForASecond, type CallerIdentity } from '@site/service-kit';
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
  @SharedForASecond()
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

  @Get('essays/:slugOrId')
  @ApiOperation({
    summary: 'One essay by slug or numeric id, with its body, neighbours and related essays',
    description: 'Reading counts no view: the essay page counts one with POST /api/essays/{slugOrId}/views.',
  })
  @ApiOkResponse({ type: EssayDetailDto })
  @ApiErrors({ 400: 'A slug or id over 200 characters.', 404: 'No essay has this slug or id.' })
  async detail(@Param() { slugOrId }: EssayParamsDto): Promise<EssayDetail> {
    const essay = await this.page.detail(slugOrId);
    if (!essay) throw new NotFoundException('Essay not found');
    return essay;
  }

  /** Sent by the essay page's script, so API clients and crawlers that only read never inflate the count. */
  @Post('essays/:slugOrId/views')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Count a reader’s view of an essay and answer its view count',
    description:
      'Counts once per visitor (the signed-in user, else the address and user agent) and UTC day; ' +
      'never for a bot or a client that names no user agent. Either way the answer is the current count.',
  })
  @ApiOkResponse({ type: EssayViewCountDto })
  @ApiErrors({
    400: 'A name no essay can have: not 1 to 200 lower-case letters, digits and hyphens.',
    404: 'No essay has this slug or id.',
  })
  async recordView(
    @Param() { slugOrId }: EssayViewParamsDto,
    @Req() request: FastifyRequest,
    @Caller() caller: CallerIdentity | null,
  ): Promise<EssayViewCount> {
    const count = await this.page.recordView(slugOrId, {
      caller,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!count) throw new NotFoundException('Essay not found');
    return count;
  }

  @Get('tags')
  @SharedForASecond()
  @ApiOperation({ summary: 'Tags with their essay counts' })
  @ApiOkResponse({ type: TagDto, isArray: true })
  tags(): Promise<Tag[]> {
    return this.essays.tagCounts();
  }
}
