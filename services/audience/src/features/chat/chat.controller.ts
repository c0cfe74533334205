import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  CHAT_TOKEN_HEADER,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatStart,
  type ChatStatus,
} from '@site/contracts';
import {
  ChatConversationDto,
  ChatConversationSummaryDto,
  ChatMessageDto,
  ChatMessageInputDto,
  ChatStartDto,
  ChatStatusDto,
  ChatStreamQueryDto,
} from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conversationId, lastEventId } from './chat-params.js';
import { wellFormedToken } from './chat-token.js';
import { ChatService } from './chat.service.js';
import { EVENT_STREAM_CONTENT } from './sse-stream.js';

const TOKEN_HEADER = {
  name: CHAT_TOKEN_HEADER,
  required: false,
  description: 'The token POST /api/chat/conversations answered; a signed-in reader may use their session instead.',
};
const NOT_YOURS = {
  401: 'Neither a token nor a session.',
  404: 'No such conversation, or neither its token nor the session opens it.',
};

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('status')
  @ApiOperation({ summary: 'Whether the author is around to answer now; when not, the widget asks for an address' })
  @ApiOkResponse({ type: ChatStatusDto })
  status(): Promise<ChatStatus> {
    return this.chat.status();
  }

  @Post('conversations')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Start a conversation with its first message',
    description:
      'Answers the conversation and its token, which opens it from then on (kept by the browser). A signed-in ' +
      "reader's conversation is also theirs, listed under GET /api/chat/conversations.",
  })
  @ApiCreatedResponse({ type: ChatStartDto })
  @ApiErrors({
    400: 'An empty or too long message, or a malformed address.',
    429: 'Too many messages in the last minute, or conversations in the last hour, from this sender.',
  })
  start(
    @Body() input: ChatMessageInputDto,
    @Caller() caller: CallerIdentity | null,
    @Req() request: FastifyRequest,
  ): Promise<ChatStart> {
    return this.chat.start(input, caller, request.ip);
  }

  @Get('conversations')
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({ summary: "The reader's past conversations, the latest first (at most 20)" })
  @ApiOkResponse({ type: ChatConversationSummaryDto, isArray: true })
  list(@Caller() caller: CallerIdentity): Promise<ChatConversationSummary[]> {
    return this.chat.list(caller);
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'A conversation with all its messages, oldest first' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiHeader(TOKEN_HEADER)
  @ApiOkResponse({ type: ChatConversationDto })
  @ApiErrors(NOT_YOURS)
  conversation(
    @Param('id', conversationId) id: number,
    @Headers(CHAT_TOKEN_HEADER) token: string | undefined,
    @Caller() caller: CallerIdentity | null,
  ): Promise<ChatConversation> {
    return this.chat.conversation(id, { token: wellFormedToken(token), caller });
  }

  @Post('conversations/:id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Write in a conversation; an address given here replaces the one kept' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiHeader(TOKEN_HEADER)
  @ApiCreatedResponse({ type: ChatMessageDto })
  @ApiErrors({
    ...NOT_YOURS,
    400: 'An empty or too long message, or a malformed address.',
    429: 'Too many messages in the last minute in this conversation or from this sender.',
  })
  post(
    @Param('id', conversationId) id: number,
    @Headers(CHAT_TOKEN_HEADER) token: string | undefined,
    @Caller() caller: CallerIdentity | null,
    @Body() input: ChatMessageInputDto,
    @Req() request: FastifyRequest,
  ): Promise<ChatMessage> {
    return this.chat.post(id, { token: wellFormedToken(token), caller }, input, request.ip);
  }

  @Get('conversations/:id/stream')
  @ApiOperation({
    summary: 'The conversation live, as server-sent events',
    description:
      'Each new message of either side is a `message` event whose id is the message id and whose data is the ' +
      'message as JSON. The stream starts after `Last-Event-ID` (sent by a reconnecting EventSource) or else ' +
      '`after`; it sends `retry:` and a comment every 20 s.',
  })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Set by EventSource when it reconnects.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream that stays open.', content: EVENT_STREAM_CONTENT })
  @ApiErrors(NOT_YOURS)
  async stream(
    @Param('id', conversationId) id: number,
    @Query() query: ChatStreamQueryDto,
    @Headers('last-event-id') resumeFrom: string | undefined,
    @Caller() caller: CallerIdentity | null,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.chat.stream(id, { token: query.token, caller }, lastEventId(resumeFrom, query.after), reply);
  }
}
