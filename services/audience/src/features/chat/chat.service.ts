import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  CHAT_AUTHOR_AWAY_AFTER_MS,
  CHAT_CONVERSATIONS_PER_HOUR,
  CHAT_HISTORY_MAX,
  CHAT_NO_KEY_TEXT,
  CHAT_NOT_FOUND_TEXT,
  CHAT_PER_MINUTE,
  CHAT_TOO_MANY_CONVERSATIONS_TEXT,
  CHAT_TOO_MANY_TEXT,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatMessageInput,
  type ChatStart,
  type ChatStatus,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import type { AudienceConfig } from '../../config.js';
import { senderKey } from '../contact/sender-key.js';
import type { ChatConversationEntity } from './chat-conversation.entity.js';
import { newConversationMail } from './chat-mail.js';
import { ChatRepository, type Refusal } from './chat.repository.js';
import { chatTokenHash, newChatToken } from './chat-token.js';
import { toChatConversation, toChatMessage } from './chat-view.js';
import { InboxEvents } from './inbox-events.js';
import { PresenceRepository } from './presence.repository.js';

/** Who asks for a conversation: the token the browser kept, and the signed-in reader if any. */
export interface ChatAccess {
  token?: string;
  caller: CallerIdentity | null;
}

/** A stream catching up reads this many messages at a time. */
const CATCH_UP_BATCH = 100;
/** A reader sees this many of their past conversations. */
const PAST_CONVERSATIONS = 20;

const REFUSALS: Record<Refusal, string> = {
  'too-many-messages': CHAT_TOO_MANY_TEXT,
  'too-many-conversations': CHAT_TOO_MANY_CONVERSATIONS_TEXT,
};

@Injectable()
export class ChatService {
  private readonly logger = new Logger('chat');

  constructor(
    private readonly chats: ChatRepository,
    private readonly presence: PresenceRepository,
    private readonly events: InboxEvents,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'internalSecret' | 'siteUrl'>,
  ) {}

  async status(now = Date.now()): Promise<ChatStatus> {
    const seen = await this.presence.lastSeen();
    return { authorAvailable: seen !== null && now - seen.getTime() < CHAT_AUTHOR_AWAY_AFTER_MS };
  }

  /**
   * Starts a conversation; a reader's is theirs (and their account's address answers by mail unless they
   * give another). The author hears of it by mail when away from the inbox.
   */
  async start(input: ChatMessageInput, caller: CallerIdentity | null, ip: string): Promise<ChatStart> {
    const token = newChatToken();
    const email = input.email ?? caller?.email ?? null;
    const { authorAvailable } = await this.status();
    const result = await this.chats.start(
      { tokenHash: chatTokenHash(token), userId: caller?.userId ?? null, email, ipHash: this.senderKey(ip) },
      input.body,
      { perMinute: CHAT_PER_MINUTE, conversationsPerHour: CHAT_CONVERSATIONS_PER_HOUR },
      authorAvailable ? null : newConversationMail(input.body, email, this.config.siteUrl),
    );
    if (typeof result === 'string') throw new HttpException(REFUSALS[result], HttpStatus.TOO_MANY_REQUESTS);
    if (!authorAvailable) void this.outbox.kick();
    return { conversation: toChatConversation(result.conversation, result.messages), token };
  }

  async conversation(id: number, access: ChatAccess): Promise<ChatConversation> {
    const conversation = await this.open(id, access);
    return toChatConversation(conversation, await this.chats.latestMessages(id, CHAT_HISTORY_MAX));
  }

  async post(id: number, access: ChatAccess, input: ChatMessageInput, ip: string): Promise<ChatMessage> {
    await this.open(id, access);
    const result = await this.chats.addVisitorMessage(id, input.body, this.senderKey(ip), input.email, CHAT_PER_MINUTE);
    if (typeof result === 'string') throw new HttpException(REFUSALS[result], HttpStatus.TOO_MANY_REQUESTS);
    return toChatMessage(result);
  }

  async list(caller: CallerIdentity): Promise<ChatConversationSummary[]> {
    const summaries = await this.chats.listForUser(caller.userId, PAST_CONVERSATIONS);
    return summaries.map(({ conversation, last, messageCount }) => ({
      id: conversation.id,
      last: toChatMessage(last),
      messageCount,
      createdAt: conversation.createdAt.toISOString(),
    }));
  }

  /**
   * Streams the conversation's new messages, from either side, after `afterId` (the Last-Event-ID of a
   * reconnecting EventSource, or the last message the page holds). It listens before it reads, so a message
   * stored in between is not missed, and reads in order, so none is sent twice.
   */
  async stream(id: number, access: ChatAccess, afterId: number, reply: FastifyReply): Promise<void> {
    await this.open(id, access);
    const stream = this.events.openStream(reply);
    let last = afterId;
    let reading = Promise.resolve();
    const catchUp = () => {
      reading = reading
        .then(async () => {
          for (;;) {
            if (stream.isClosed) return;
            const batch = await this.chats.messagesAfter(id, last, CATCH_UP_BATCH);
            for (const message of batch) {
              stream.send('message', toChatMessage(message), message.id);
              last = message.id;
            }
            if (batch.length < CATCH_UP_BATCH) return;
          }
        })
        .catch((error: Error) => this.logger.warn(`chat stream ${id} could not read: ${error.message}`));
    };
    stream.onClose(
      this.events.subscribe((notice) => (!notice || (notice.kind === 'chat' && notice.id === id)) && catchUp()),
    );
    catchUp();
  }

  /**
   * The conversation when the caller holds its token or owns it; 404 alike for missing and not theirs, 401 when
   * the request brings neither a token nor a session.
   */
  private async open(id: number, { token, caller }: ChatAccess): Promise<ChatConversationEntity> {
    if (token === undefined && !caller) throw new UnauthorizedException(CHAT_NO_KEY_TEXT);
    const conversation = await this.chats.find(id);
    const byToken = !!conversation && token !== undefined && chatTokenHash(token) === conversation.tokenHash;
    const byAccount = !!conversation && !!caller && conversation.userId === caller.userId;
    if (!conversation || !(byToken || byAccount)) throw new NotFoundException(CHAT_NOT_FOUND_TEXT);
    if (byToken && caller && conversation.userId === null) {
      await this.chats.claim(id, caller.userId);
      conversation.userId = caller.userId;
    }
    return conversation;
  }

  private senderKey(ip: string): string {
    return senderKey(ip, this.config.internalSecret);
  }
}
