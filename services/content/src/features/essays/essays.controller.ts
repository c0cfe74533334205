import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { EssayDetailDto, EssayDto, EssayQueryDto, TagDto } from '@site/contracts/dto';
import type { Essay, EssayDetail, Tag } from '@site/contracts';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { EssaysService } from './essays.service.js';

@ApiTags('essays')
@Controller()
export class EssaysController {
  constructor(private readonly essays: EssaysService) {}

  /** The list is bounded; the full count travels in `X-Total-Count`. */
  @Get('essays')
  @ApiOperation({ summary: 'Essays, filtered and sorted; the total before the bound is in X-Total-Count' })
  @ApiOkResponse({
    type: EssayDto,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'Essays matching the filters, before the list is bounded.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiErrors({ 400: 'An unknown sortBy or an oversized filter.' })
  async list(@Query() query: EssayQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Essay[]> {
    const { items, total } = await this.essays.list(query);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  /** Reading an essay counts as a view. */
  @Get('essays/:slug')
  @ApiOperation({ summary: 'One essay with its body; each read counts as a view' })
  @ApiParam({ name: 'slug', example: 'what-proof-cannot-reach' })
  @ApiOkResponse({ type: EssayDetailDto })
  @ApiErrors({ 404: 'No essay has this slug.' })
  async detail(@Param('slug') slug: string): Promise<EssayDetail> {
    const essay = await this.essays.view(slug);
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
