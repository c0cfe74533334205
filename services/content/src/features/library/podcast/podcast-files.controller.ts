import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ApiErrors, ApiPublicFile, PUBLIC_FILE_CACHE, sendPublicFile, sendWithEtag } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PODCAST_FEED_CONTENT_TYPE } from './podcast-feed.js';
import { PodcastService } from './podcast.service.js';

const SLUG = { name: 'slug', description: "The episode's slug.", example: 'surprise-measured' };
const UNKNOWN_EPISODE = { 404: 'No episode has this slug.' } as const;

/** The fields a Podcasting 2.0 chapters file holds. */
const JSON_CHAPTERS_SCHEMA = {
  type: 'object',
  required: ['version', 'chapters'],
  properties: {
    version: { type: 'string', example: '1.2.0' },
    chapters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['startTime', 'title'],
        properties: { startTime: { type: 'number' }, endTime: { type: 'number' }, title: { type: 'string' } },
      },
    },
  },
};

/**
 * What podcast apps fetch outside `/api`: the feed, and each episode's transcript and chapters, which
 * players on other origins read too (hence `Access-Control-Allow-Origin: *`).
 */
@Controller('podcast')
export class PodcastFilesController {
  constructor(private readonly podcast: PodcastService) {}

  @Get('feed.xml')
  @ApiPublicFile('The podcast as RSS 2.0 with iTunes and Podcasting 2.0 tags', 'application/rss+xml')
  async feed(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const feed = await this.podcast.feed();
    return sendPublicFile(request, reply, { ...feed, contentType: PODCAST_FEED_CONTENT_TYPE });
  }

  @Get('episodes/:slug/transcript.vtt')
  @ApiPublicFile("An episode's transcript as WebVTT", 'text/vtt')
  @ApiParam(SLUG)
  @ApiErrors(UNKNOWN_EPISODE)
  async transcript(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const vtt = await this.podcast.transcript(slug);
    if (vtt === null) throw new NotFoundException('Episode not found');
    return sendShared(request, reply, vtt, 'text/vtt; charset=utf-8');
  }

  @Get('episodes/:slug/chapters.json')
  // Sent as plain JSON, which every client parses; the feed names the format (`application/json+chapters`).
  @ApiPublicFile("An episode's chapters as Podcasting 2.0 JSON chapters", 'application/json', JSON_CHAPTERS_SCHEMA)
  @ApiParam(SLUG)
  @ApiErrors(UNKNOWN_EPISODE)
  async chapters(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const chapters = await this.podcast.chapters(slug);
    if (!chapters) throw new NotFoundException('Episode not found');
    return sendShared(request, reply, JSON.stringify(chapters), 'application/json; charset=utf-8');
  }
}

/** A file any origin may read, cached briefly like the feed that links it. */
function sendShared(request: FastifyRequest, reply: FastifyReply, body: string, contentType: string) {
  reply.header('access-control-allow-origin', '*');
  return sendWithEtag(request, reply, { body, contentType, cacheControl: PUBLIC_FILE_CACHE });
}
