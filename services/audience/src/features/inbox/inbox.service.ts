import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  INBOX_CONTACT_BY_MAIL_TEXT,
  INBOX_NO_ADDRESS_TEXT,
  INBOX_NOT_FOUND_TEXT,
  INBOX_NOTICE_NO_REPLY_TEXT,
  INBOX_PAGE_SIZE,
  type InboxEvent,
  type InboxFilter,
  type InboxKind,
  type InboxList,
  type InboxReplyInput,
  type InboxThread,
  type SiteNoticeCreated,
  type SiteNoticeRequest,
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
import { chatThread, contactThread, noticeThread, toInboxItem } from './inbox-view.js';
import type { SiteNoticeEntity } from './site-notice.entity.js';

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
    if (kind === 'notice') return noticeThread(await this.notice(id));
    const conversation = await this.conversation(id);
    return chatThread(conversation, await this.chats.latestMessages(id, INBOX_THREAD_MAX));
  }

  /**
   * Answers a thread. A contact message is answered by mail; a conversation in the chat, where the answer
   * appears live, and with `via: mail` also by mail to the address the visitor left. A notice has no one to answer.
   */
  async reply(kind: InboxKind, id: number, { body, via }: InboxReplyInput): Promise<InboxThread> {
    if (kind === 'notice') {
      await this.notice(id);
      throw new BadRequestException(INBOX_NOTICE_NO_REPLY_TEXT);
    }
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

  /** Marks a thread answered (the author answered elsewhere) or waiting again; a notice read or unread. */
  async setWaiting(kind: InboxKind, id: number, waiting: boolean): Promise<InboxThread> {
    if (kind === 'contact') {
      await this.contactMessage(id);
      await this.inbox.setContactWaiting(id, waiting);
    } else if (kind === 'notice') {
      await this.notice(id);
      await this.inbox.setNoticeRead(id, !waiting);
    } else {
      await this.conversation(id);
      await this.chats.setWaiting(id, waiting);
    }
    return this.thread(kind, id);
  }

  /** Keeps a notice from the site (posted by the gateway); open streams hear of it at once. */
  async addNotice({ subject, body }: SiteNoticeRequest): Promise<SiteNoticeCreated> {
    const notice = await this.inbox.addNotice(subject, body);
    return { id: notice.id };
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

  private async notice(id: number): Promise<SiteNoticeEntity> {
    const notice = await this.inbox.findNotice(id);
    if (!notice) throw new NotFoundException(INBOX_NOT_FOUND_TEXT);
    return notice;
  }

  private async conversation(id: number): Promise<ChatConversationEntity> {
    const conversation = await this.chats.find(id);
    if (!conversation) throw new NotFoundException(INBOX_NOT_FOUND_TEXT);
    return conversation;
  }
}
