import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  INBOX_CONTACT_BY_MAIL_TEXT,
  INBOX_NO_ADDRESS_TEXT,
  INBOX_NOT_FOUND_TEXT,
  INBOX_PAGE_SIZE,
  type InboxEvent,
  type InboxFilter,
  type InboxKind,
  type InboxList,
  type InboxReplyInput,
  type InboxThread,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import type { AudienceConfig } from '../../config.js';
import type { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import { chatAnswerMail } from '../chat/chat-mail.js';
import { ChatRepository } from '../chat/chat.repository.js';
import { InboxEvents } from '../chat/inbox-events.js';
import { PresenceRepository } from '../chat/presence.repository.js';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { contactReplyMail } from './inbox-mail.js';
import { InboxRepository } from './inbox.repository.js';
import { chatThread, contactThread, toInboxItem } from './inbox-view.js';

/** A thread shows this many of its latest messages. */
const INBOX_THREAD_MAX = 500;

/** While the inbox stream is open the author counts as present; this often it says so again. */
const PRESENCE_EVERY_MS = 60_000;

@Injectable()
export class InboxService {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly chats: ChatRepository,
    private readonly presence: PresenceRepository,
    private readonly events: InboxEvents,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'siteUrl'>,
  ) {}

  async list(filter: InboxFilter = 'all', page = 1): Promise<InboxList> {
    await this.presence.touch();
    const { rows, total } = await this.inbox.page(filter, page, INBOX_PAGE_SIZE);
    return { items: rows.map(toInboxItem), total, page, pageSize: INBOX_PAGE_SIZE };
  }

  async thread(kind: InboxKind, id: number): Promise<InboxThread> {
    await this.presence.touch();
    if (kind === 'contact') {
      const message = await this.contactMessage(id);
      return contactThread(message, await this.inbox.contactReplies(id));
    }
    const conversation = await this.conversation(id);
    return chatThread(conversation, await this.chats.latestMessages(id, INBOX_THREAD_MAX));
  }

  /**
   * Answers a thread. A contact message is answered by mail; a conversation in the chat, where the answer
   * appears live, and with `via: mail` also by mail to the address the visitor left.
   */
  async reply(kind: InboxKind, id: number, { body, via }: InboxReplyInput): Promise<InboxThread> {
    if (kind === 'contact') {
      if (via !== 'mail') throw new BadRequestException(INBOX_CONTACT_BY_MAIL_TEXT);
      const message = await this.contactMessage(id);
      await this.inbox.replyToContact(id, body, contactReplyMail(message, body));
    } else {
      const conversation = await this.conversation(id);
      if (via === 'mail' && !conversation.email) throw new BadRequestException(INBOX_NO_ADDRESS_TEXT);
      const question = via === 'mail' ? ((await this.chats.lastVisitorMessage(id))?.body ?? null) : null;
      const mail = via === 'mail' ? chatAnswerMail(conversation.email!, body, question, this.config.siteUrl) : null;
      await this.chats.addAuthorMessage(id, body, mail);
    }
    if (via === 'mail') void this.outbox.kick();
    return this.thread(kind, id);
  }

  /** Marks a thread answered (the author answered elsewhere) or waiting again. */
  async setWaiting(kind: InboxKind, id: number, waiting: boolean): Promise<InboxThread> {
    if (kind === 'contact') {
      await this.contactMessage(id);
      await this.inbox.setContactWaiting(id, waiting);
    } else {
      await this.conversation(id);
      await this.chats.setWaiting(id, waiting);
    }
    return this.thread(kind, id);
  }

  /** Every change of the inbox as an `inbox` event, and `resync` when notices may have been missed. */
  async stream(reply: FastifyReply): Promise<void> {
    await this.presence.touch();
    const stream = this.events.openStream(reply);
    const present = setInterval(() => void this.presence.touch().catch(() => {}), PRESENCE_EVERY_MS);
    stream.onClose(() => clearInterval(present));
    stream.onClose(
      this.events.subscribe((notice) =>
        notice ? stream.send('inbox', notice satisfies InboxEvent) : stream.send('resync', {}),
      ),
    );
  }

  private async contactMessage(id: number): Promise<ContactMessageEntity> {
    const message = await this.inbox.findContact(id);
    if (!message) throw new NotFoundException(INBOX_NOT_FOUND_TEXT);
    return message;
  }

  private async conversation(id: number): Promise<ChatConversationEntity> {
    const conversation = await this.chats.find(id);
    if (!conversation) throw new NotFoundException(INBOX_NOT_FOUND_TEXT);
    return conversation;
  }
}
