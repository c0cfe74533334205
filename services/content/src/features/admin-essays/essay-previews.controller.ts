import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EssayPreview } from '@site/contracts';
import { EssayPreviewDto, EssayPreviewParamsDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { EssayPreviewsService } from './essay-previews.service.js';

/** An essay's preview link, for anyone the author gives it to. */
@ApiTags('essays')
@Controller('essay-previews')
export class EssayPreviewsController {
  constructor(private readonly previews: EssayPreviewsService) {}

  @Get(':token')
  @ApiOperation({
    summary: 'The latest text of the essay holding this preview token, whatever its status',
    description: 'Never cached and never indexed (X-Robots-Tag: noindex).',
  })
  @ApiOkResponse({ type: EssayPreviewDto })
  @ApiErrors({ 400: 'A token that cannot be one.', 404: 'No essay holds this token.' })
  async preview(
    @Param() { token }: EssayPreviewParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EssayPreview> {
    const preview = await this.previews.find(token);
    if (!preview) throw new NotFoundException('Preview not found');
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return preview;
  }
}
