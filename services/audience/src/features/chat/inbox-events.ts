import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CHAT_STREAM_RETRY_MS } from '@site/contracts';
import { listenForNotifications, SERVICE_CONFIG, type ServiceConfig, type StopListening } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { INBOX_CHANNEL, parseInboxNotice, type InboxNotice } from './inbox-notice.js';
import { SseStream } from './sse-stream.js';

/** Called with each notice, or with null after a lost database connection: then catch up from the tables. */
export type InboxListener = (notice: InboxNotice | null) => void;

/**
 * Every replica's view of new messages: it LISTENs on the database, so a message stored by any replica
 * reaches the streams open on each one (never process memory alone). It also owns the open streams, to end
 * them when the service stops: an open stream would otherwise hold the server's close.
 */
@Injectable()
export class InboxEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('inbox-events');
  private readonly listeners = new Set<InboxListener>();
  private readonly streams = new Set<SseStream>();
  private stopListening?: StopListening;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'databaseUrl'>) {}

  async onModuleInit(): Promise<void> {
    this.stopListening = await listenForNotifications(
      this.config,
      INBOX_CHANNEL,
      (payload) => {
        const notice = parseInboxNotice(payload);
        if (notice) this.emit(notice);
      },
      () => this.emit(null),
    );
  }

  async onModuleDestroy(): Promise<void> {
    for (const stream of this.streams) stream.end();
    await this.stopListening?.();
  }

  /** Listens until the returned function is called. */
  subscribe(listener: InboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens a stream on the reply, ended with the service. */
  openStream(reply: FastifyReply): SseStream {
    const stream = new SseStream(reply, CHAT_STREAM_RETRY_MS);
    this.streams.add(stream);
    stream.onClose(() => this.streams.delete(stream));
    return stream;
  }

  private emit(notice: InboxNotice | null): void {
    for (const listener of this.listeners) {
      try {
        listener(notice);
      } catch (error) {
        this.logger.warn(`an inbox listener failed: ${(error as Error).message}`);
      }
    }
  }
}
