import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ApiErrors, ApiPublicFile, sendPublicFile } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEED_CONTENT_TYPES } from './feed-document.js';

import { FeedsService, type RenderedFeed } from './feeds.service.js';

import { FEED_FILES, type FeedFormat } from './public-paths.js';

/** The fields JSON Feed 1.1 requires of a feed and of each item. */
const JSON_FEED_SCHEMA = {
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { type: 'string', const: 'https://jsonfeed.org/version/1.1' },
    title: { type: 'string' },
    items: { type: 'array', items: { type: 'object', required: ['id'] } },
  },
};

const TOPIC = { name: 'name', example: 'Philosophy', description: 'An active topic' };
const UNKNOWN_TOPIC = { 404: 'No active topic has this name.' } as const;

/** The site's feeds and each topic's, in RSS 2.0, Atom 1.0 and JSON Feed 1.1, outside `/api`. */
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get(FEED_FILES.rss)
  @ApiPublicFile('The newest essays and journal entries as RSS 2.0, with full text', 'application/rss+xml')
  async rss(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'rss', await this.feeds.siteFeed('rss'));
  }

  @Get(FEED_FILES.atom)
  @ApiPublicFile('The newest essays and journal entries as Atom 1.0, with full text', 'application/atom+xml')
  async atom(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'atom', await this.feeds.siteFeed('atom'));
  }

  @Get(FEED_FILES.json)
  @ApiPublicFile('The newest essays and journal entries as JSON Feed 1.1', 'application/feed+json', JSON_FEED_SCHEMA)
  async json(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'json', await this.feeds.siteFeed('json'));
  }

  @Get(`topic/:name/${FEED_FILES.rss}`)
  @ApiPublicFile("A topic's newest essays as RSS 2.0, with full text", 'application/rss+xml')
  @ApiParam(TOPIC)
  @ApiErrors(UNKNOWN_TOPIC)
  async topicRss(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'rss', await this.feeds.topicFeed(name, 'rss'));
  }

  @Get(`topic/:name/${FEED_FILES.atom}`)
  @ApiPublicFile("A topic's newest essays as Atom 1.0, with full text", 'application/atom+xml')
  @ApiParam(TOPIC)
  @ApiErrors(UNKNOWN_TOPIC)
  async topicAtom(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'atom', await this.feeds.topicFeed(name, 'atom'));
  }

  @Get(`topic/:name/${FEED_FILES.json}`)
  @ApiPublicFile("A topic's newest essays as JSON Feed 1.1", 'application/feed+json', JSON_FEED_SCHEMA)
  @ApiParam(TOPIC)
  @ApiErrors(UNKNOWN_TOPIC)
  async topicJson(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(request, reply, 'json', await this.feeds.topicFeed(name, 'json'));
  }
}

function send(request: FastifyRequest, reply: FastifyReply, format: FeedFormat, feed: RenderedFeed | null) {
  if (!feed) throw new NotFoundException('Topic not found');
  return sendPublicFile(request, reply, { ...feed, contentType: FEED_CONTENT_TYPES[format] });
}
