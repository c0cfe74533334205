import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, In, MoreThan, type EntityManager } from 'typeorm';
import { advisoryLock } from '../../database/advisory-lock.js';
import { ChatConversationEntity } from './chat-conversation.entity.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { notifyInbox } from './inbox-notice.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type NewConversation = Pick<ChatConversationEntity, 'tokenHash' | 'userId' | 'email' | 'ipHash'>;

export interface ChatLimits {
  perMinute: number;
  conversationsPerHour: number;
}

/** Why a message was not stored. */
export type Refusal = 'too-many-messages' | 'too-many-conversations';

export interface ConversationWithMessages {
  conversation: ChatConversationEntity;
  messages: ChatMessageEntity[];
}

/** What the deletion of a reader's chat removed. */
export interface ChatDeleted {
  conversations: number;
  messages: number;
}

export interface ConversationSummary {
  conversation: ChatConversationEntity;
  last: ChatMessageEntity;
  messageCount: number;
}

@Injectable()
export class ChatRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Starts a conversation with its first message, unless the sender started `conversationsPerHour` in the
   * last hour or wrote `perMinute` messages in the last minute; then nothing is stored. `mail` (the author's
   * notice when away) is queued in the same transaction.
   */
  start(
    conversation: NewConversation,
    body: string,
    limits: ChatLimits,
    mail: OutgoingMail | null,
  ): Promise<ConversationWithMessages | Refusal> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `chat-ip:${conversation.ipHash}`);
      const started = await manager.countBy(ChatConversationEntity, {
        ipHash: conversation.ipHash,
        createdAt: MoreThan(new Date(Date.now() - HOUR_MS)),
      });
      if (started >= limits.conversationsPerHour) return 'too-many-conversations';
      if ((await this.recentBySender(manager, conversation.ipHash)) >= limits.perMinute) return 'too-many-messages';
      const now = new Date();
      const created = await manager.save(
        manager.create(ChatConversationEntity, { ...conversation, waiting: true, lastMessageAt: now }),
      );
      const message = await manager.save(
        manager.create(ChatMessageEntity, {
          conversationId: created.id,
          from: 'visitor',
          body,
          ipHash: conversation.ipHash,
        }),
      );
      if (mail) await this.outbox.add(manager, mail);
      await notifyInbox(manager, { kind: 'chat', id: created.id, from: 'visitor' });
      return { conversation: created, messages: [message] };
    });
  }

  /**
   * Adds a visitor's message unless the conversation or the sender wrote `perMinute` in the last minute.
   * A new address replaces the one kept.
   */
  addVisitorMessage(
    conversationId: number,
    body: string,
    ipHash: string,
    email: string | undefined,
    perMinute: number,
  ): Promise<ChatMessageEntity | Refusal> {
    return this.dataSource.transaction(async (manager) => {
      // Both locks in one order everywhere, so two requests never wait for each other's.
      await advisoryLock(manager, `chat-ip:${ipHash}`);
      await advisoryLock(manager, `chat-conversation:${conversationId}`);
      const since = new Date(Date.now() - MINUTE_MS);
      const inConversation = await manager.countBy(ChatMessageEntity, {
        conversationId,
        from: 'visitor',
        createdAt: MoreThan(since),
      });
      if (inConversation >= perMinute || (await this.recentBySender(manager, ipHash)) >= perMinute) {
        return 'too-many-messages';
      }
      const message = await manager.save(
        manager.create(ChatMessageEntity, { conversationId, from: 'visitor', body, ipHash }),
      );
      await manager.update(
        ChatConversationEntity,
        { id: conversationId },
        { waiting: true, lastMessageAt: message.createdAt, ...(email ? { email } : {}) },
      );
      await notifyInbox(manager, { kind: 'chat', id: conversationId, from: 'visitor' });
      return message;
    });
  }

  /** The author's answer, with its mail when it also goes by mail. */
  addAuthorMessage(conversationId: number, body: string, mail: OutgoingMail | null): Promise<ChatMessageEntity> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `chat-conversation:${conversationId}`);
      const message = await manager.save(
        manager.create(ChatMessageEntity, { conversationId, from: 'author', body, ipHash: null, mailed: !!mail }),
      );
      await manager.update(
        ChatConversationEntity,
        { id: conversationId },
        { waiting: false, lastMessageAt: message.createdAt },
      );
      if (mail) await this.outbox.add(manager, mail);
      await notifyInbox(manager, { kind: 'chat', id: conversationId, from: 'author' });
      return message;
    });
  }

  /** Marks a conversation answered, or waiting again, without a message. */
  setWaiting(id: number, waiting: boolean): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(ChatConversationEntity, { id }, { waiting });
      await notifyInbox(manager, { kind: 'chat', id });
    });
  }

  find(id: number): Promise<ChatConversationEntity | null> {
    return this.dataSource.getRepository(ChatConversationEntity).findOneBy({ id });
  }

  /** Gives a visitor's conversation to the reader who holds its token, so it follows their account. */
  async claim(id: number, userId: number): Promise<void> {
    await this.dataSource
      .getRepository(ChatConversationEntity)
      .createQueryBuilder()
      .update()
      .set({ userId })
      .where('id = :id AND user_id IS NULL', { id })
      .execute();
  }

  /** The latest `limit` messages, oldest first. */
  async latestMessages(conversationId: number, limit: number): Promise<ChatMessageEntity[]> {
    const newestFirst = await this.dataSource.getRepository(ChatMessageEntity).find({
      where: { conversationId },
      order: { id: 'DESC' },
      take: limit,
    });
    return newestFirst.reverse();
  }

  /** The visitor's latest message, which a mailed answer quotes. */
  lastVisitorMessage(conversationId: number): Promise<ChatMessageEntity | null> {
    return this.dataSource
      .getRepository(ChatMessageEntity)
      .findOne({ where: { conversationId, from: 'visitor' }, order: { id: 'DESC' } });
  }

  /** Messages after `afterId`, oldest first, at most `limit`. */
  messagesAfter(conversationId: number, afterId: number, limit: number): Promise<ChatMessageEntity[]> {
    return this.dataSource.getRepository(ChatMessageEntity).find({
      where: { conversationId, id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  /** A reader's conversations, the latest activity first, each with its latest message. */
  async listForUser(userId: number, limit: number): Promise<ConversationSummary[]> {
    const conversations = await this.dataSource.getRepository(ChatConversationEntity).find({
      where: { userId },
      order: { lastMessageAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return Promise.all(
      conversations.map(async (conversation) => {
        const messages = this.dataSource.getRepository(ChatMessageEntity);
        const [last, messageCount] = await Promise.all([
          messages.findOneOrFail({ where: { conversationId: conversation.id }, order: { id: 'DESC' } }),
          messages.countBy({ conversationId: conversation.id }),
        ]);
        return { conversation, last, messageCount };
      }),
    );
  }

  /**
   * Deletes the reader's conversations with all their messages, the author's answers included: without the
   * reader's side they are the reader's story still. Each one's lock is taken first, so no message lands in a
   * conversation while it goes; the author's open inbox hears of each.
   */
  deleteForUser(userId: number): Promise<ChatDeleted> {
    return this.dataSource.transaction(async (manager) => {
      const owned = await manager.find(ChatConversationEntity, {
        select: { id: true },
        where: { userId },
        order: { id: 'ASC' },
      });
      const ids = owned.map((conversation) => conversation.id);
      if (ids.length === 0) return { conversations: 0, messages: 0 };
      for (const id of ids) await advisoryLock(manager, `chat-conversation:${id}`);
      const messages = await manager.countBy(ChatMessageEntity, { conversationId: In(ids) });
      // The messages go with their conversation (ON DELETE CASCADE).
      const { affected } = await manager.delete(ChatConversationEntity, { id: In(ids), userId });
      for (const id of ids) await notifyInbox(manager, { kind: 'chat', id });
      return { conversations: affected ?? 0, messages };
    });
  }

  private recentBySender(manager: EntityManager, ipHash: string): Promise<number> {
    return manager.countBy(ChatMessageEntity, { ipHash, createdAt: MoreThan(new Date(Date.now() - MINUTE_MS)) });
  }
}
