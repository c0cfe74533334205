import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { InboxList, InboxThread } from '@site/contracts';
import { InboxListDto, InboxQueryDto, InboxReplyDto, InboxStateDto, InboxThreadDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { threadId } from '../chat/chat-params.js';
import { EVENT_STREAM_CONTENT } from '../chat/sse-stream.js';
import { InboxService } from './inbox.service.js';

@ApiTags('admin inbox')
@Controller('admin/inbox')
@UseGuards(AdminGuard)
@ApiAdminOnly()
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  @ApiOperation({
    summary: 'Contact messages, chat conversations and site notices in one list, the latest activity first',
    description: 'Waiting: the last word is the visitor’s, or a notice is unread. The total is also in X-Total-Count.',
  })
  @ApiOkResponse({
    type: InboxListDto,
    headers: { 'X-Total-Count': { description: 'Threads matching the filter.', schema: { type: 'integer' } } },
  })
  @ApiErrors({ 400: 'An unknown filter or a page out of range.' })
  async list(@Query() query: InboxQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<InboxList> {
    const list = await this.inbox.list(query.filter, query.page);
    reply.header('X-Total-Count', String(list.total));
    return list;
  }

  @Get('stream')
  @ApiOperation({
    summary: 'The inbox live, as server-sent events',
    description:
      'An `inbox` event `{ kind, id }` whenever a thread gets a message (either side), and `resync` after the ' +
      'service may have missed some. While it is open the author counts as available to chat.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream that stays open.', content: EVENT_STREAM_CONTENT })
  async stream(@Res() reply: FastifyReply): Promise<void> {
    await this.inbox.stream(reply);
  }

  @Get('contact/:id')
  @ApiOperation({ summary: 'A contact message with the author’s answers, oldest first' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 404: 'No such contact message.' })
  contact(@Param('id', threadId) id: number): Promise<InboxThread> {
    return this.inbox.thread('contact', id);
  }

  @Get('chat/:id')
  @ApiOperation({ summary: 'A chat conversation, every message oldest first' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 404: 'No such conversation.' })
  chat(@Param('id', threadId) id: number): Promise<InboxThread> {
    return this.inbox.thread('chat', id);
  }

  @Get('notice/:id')
  @ApiOperation({ summary: 'A notice from the site itself, as a thread of one message' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 404: 'No such notice.' })
  notice(@Param('id', threadId) id: number): Promise<InboxThread> {
    return this.inbox.thread('notice', id);
  }

  @Patch('contact/:id')
  @ApiOperation({ summary: 'Mark a contact message answered (by the author’s own mail) or waiting again' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 400: 'waiting is not true or false.', 404: 'No such contact message.' })
  markContact(@Param('id', threadId) id: number, @Body() input: InboxStateDto): Promise<InboxThread> {
    return this.inbox.setWaiting('contact', id, input.waiting);
  }

  @Patch('chat/:id')
  @ApiOperation({ summary: 'Mark a conversation answered or waiting again, without a message' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 400: 'waiting is not true or false.', 404: 'No such conversation.' })
  markChat(@Param('id', threadId) id: number, @Body() input: InboxStateDto): Promise<InboxThread> {
    return this.inbox.setWaiting('chat', id, input.waiting);
  }

  @Patch('notice/:id')
  @ApiOperation({ summary: 'Mark a notice from the site read (`waiting: false`) or unread again' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: InboxThreadDto })
  @ApiErrors({ 400: 'waiting is not true or false.', 404: 'No such notice.' })
  markNotice(@Param('id', threadId) id: number, @Body() input: InboxStateDto): Promise<InboxThread> {
    return this.inbox.setWaiting('notice', id, input.waiting);
  }

  @Post('contact/:id/replies')
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer a contact message by mail (through the outbox); it counts as answered' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiCreatedResponse({ type: InboxThreadDto, description: 'The thread with the answer.' })
  @ApiErrors({ 400: 'An empty or too long answer, or `via` other than mail.', 404: 'No such contact message.' })
  replyToContact(@Param('id', threadId) id: number, @Body() input: InboxReplyDto): Promise<InboxThread> {
    return this.inbox.reply('contact', id, input);
  }

  @Post('chat/:id/replies')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Answer a conversation in the chat',
    description: 'It appears live in the visitor’s widget; with `via: mail` it also goes by mail.',
  })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiCreatedResponse({ type: InboxThreadDto, description: 'The thread with the answer.' })
  @ApiErrors({
    400: 'An empty or too long answer, or mail to a visitor who left no address.',
    404: 'No such conversation.',
  })
  replyToChat(@Param('id', threadId) id: number, @Body() input: InboxReplyDto): Promise<InboxThread> {
    return this.inbox.reply('chat', id, input);
  }

  @Post('notice/:id/replies')
  @ApiOperation({
    summary: 'Refused: a notice from the site cannot be answered',
    description: 'For clients that answer every kind of thread alike: the answer is a 400 that says why.',
  })
  @ApiParam({ name: 'id', type: 'integer' })
  // The document wants a success answer for every route; this one never gives it.
  @ApiCreatedResponse({ type: InboxThreadDto, description: 'Never: a notice has no one to reply to.' })
  @ApiErrors({
    400: 'Always: a notice has no one to reply to (or the answer is empty or too long).',
    404: 'No such notice.',
  })
  replyToNotice(@Param('id', threadId) id: number, @Body() input: InboxReplyDto): Promise<InboxThread> {
    return this.inbox.reply('notice', id, input);
  }
}
