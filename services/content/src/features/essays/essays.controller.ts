import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { EssayQueryDto } from '@site/contracts/dto';
import type { Essay, EssayDetail, Tag } from '@site/contracts';
import type { FastifyReply } from 'fastify';
import { EssaysService } from './essays.service.js';

@Controller()
export class EssaysController {
  constructor(private readonly essays: EssaysService) {}

  /** The list is bounded; the full count travels in `X-Total-Count`. */
  @Get('essays')
  async list(@Query() query: EssayQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Essay[]> {
    const { items, total } = await this.essays.list(query);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  /** Reading an essay counts as a view. */
  @Get('essays/:slug')
  async detail(@Param('slug') slug: string): Promise<EssayDetail> {
    const essay = await this.essays.view(slug);
    if (!essay) throw new NotFoundException('Essay not found');
    return essay;
  }

  @Get('tags')
  tags(): Promise<Tag[]> {
    return this.essays.tagCounts();
  }
}
