import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiPublicFile, sendPublicFile, SITEMAP_CONTENT_TYPE } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { SITEMAP_FILES } from './public-paths.js';
import { SitemapsService } from './sitemaps.service.js';

/** The content service's sitemaps, listed by the gateway's `/sitemap.xml` index. */
@Controller()
export class SitemapsController {
  constructor(private readonly sitemaps: SitemapsService) {}

  @Get(SITEMAP_FILES.pages)
  @ApiPublicFile('Sitemap of the open pages of the route table', 'application/xml')
  async pages(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, { body: await this.sitemaps.pages(), contentType: SITEMAP_CONTENT_TYPE });
  }

  @Get(SITEMAP_FILES.essays)
  @ApiPublicFile('Sitemap of the essays', 'application/xml')
  async essays(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, { body: await this.sitemaps.essays(), contentType: SITEMAP_CONTENT_TYPE });
  }

  @Get(SITEMAP_FILES.journal)
  @ApiPublicFile('Sitemap of the journal entries', 'application/xml')
  async journal(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, {
      body: await this.sitemaps.journalEntries(),
      contentType: SITEMAP_CONTENT_TYPE,
    });
  }

  @Get(SITEMAP_FILES.topics)
  @ApiPublicFile('Sitemap of the active topics', 'application/xml')
  async topics(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, { body: await this.sitemaps.topics(), contentType: SITEMAP_CONTENT_TYPE });
  }
}
