import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiPublicFile, sendPublicFile, SITEMAP_CONTENT_TYPE } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITEMAP_FILES } from './sitemap-files.js';
import { SitemapsService } from './sitemaps.service.js';

/** The learn service's sitemaps, listed by the gateway's `/sitemap.xml` index. */
@Controller()
export class SitemapsController {
  constructor(private readonly sitemaps: SitemapsService) {}

  @Get(SITEMAP_FILES.courses)
  @ApiPublicFile('Sitemap of the courses', 'application/xml')
  async courses(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, { body: await this.sitemaps.courses(), contentType: SITEMAP_CONTENT_TYPE });
  }

  @Get(SITEMAP_FILES.quizzes)
  @ApiPublicFile('Sitemap of the quizzes', 'application/xml')
  async quizzes(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPublicFile(request, reply, { body: await this.sitemaps.quizzes(), contentType: SITEMAP_CONTENT_TYPE });
  }
}
