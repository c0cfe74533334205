import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, sendWithEtag } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CardImages } from './card-image.js';
import { CardTitles } from './card-titles.js';

/** Cards change only with a title: a day in caches is fine, and the ETag revalidates cheaply after. */
const CARD_CACHE = 'public, max-age=86400';

const PNG = {
  description: 'A 1200×630 PNG with the title.',
  content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
};

/** Link-preview images for pages that have none of their own, drawn from their titles. */
@ApiTags('cards')
@Controller('cards')
export class CardsController {
  constructor(
    private readonly titles: CardTitles,
    private readonly images: CardImages,
  ) {}

  @Get('essays/:slug')
  @ApiOperation({ summary: "An essay's link-preview card (1200×630 PNG)" })
  @ApiParam({ name: 'slug', example: 'what-proof-cannot-reach' })
  @ApiOkResponse(PNG)
  @ApiErrors({ 404: 'No essay has this slug.' })
  async essay(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(request, reply, await this.titles.essay(slug), 'Essay');
  }

  @Get('journal/:id')
  @ApiOperation({ summary: "A journal entry's link-preview card (1200×630 PNG)" })
  @ApiParam({ name: 'id', example: '2026-09-02-a-morning-with-fog' })
  @ApiOkResponse(PNG)
  @ApiErrors({ 404: 'No journal entry has this id.' })
  async journal(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(request, reply, await this.titles.journalEntry(id), 'Journal');
  }

  private async send(request: FastifyRequest, reply: FastifyReply, title: string | null, kind: string) {
    if (title === null) throw new NotFoundException('No page has this card');
    const { png, etag } = await this.images.render(title, kind);
    return sendWithEtag(request, reply, { body: png, contentType: 'image/png', etag, cacheControl: CARD_CACHE });
  }
}
