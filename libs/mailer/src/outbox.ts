import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OutgoingMail } from './mail.js';
import { createMailer, type Mailer, type MailerOptions } from './mailer.js';
import { OutboxStore } from './outbox-store.js';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.js';

export interface MailOutboxOptions extends MailerOptions, OutboxWorkerOptions {}

export const MAIL_OUTBOX_OPTIONS = Symbol('MAIL_OUTBOX_OPTIONS');

/**
 * What a service mails through: `add` in the transaction of the change, `kick` once it is committed.
 * The worker runs from start to shutdown.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('mail');
  private readonly store: OutboxStore;
  private readonly mailer: Mailer;
  private readonly worker: OutboxWorker;

  constructor(dataSource: DataSource, @Inject(MAIL_OUTBOX_OPTIONS) options: MailOutboxOptions) {
    this.store = new OutboxStore(dataSource);
    this.mailer = createMailer(options, (line) => this.logger.log(line));
    this.worker = new OutboxWorker(this.store, this.mailer, options, this.logger);
  }

  /** Answers the outbox row's id. */
  add(manager: EntityManager, mail: OutgoingMail): Promise<number> {
    return this.store.add(manager, mail);
  }

  /** Sends what is due now, without waiting for the next interval. */
  kick(): Promise<void> {
    return this.worker.kick();
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  // Before the database closes (onApplicationShutdown), so the mail in hand is marked sent.
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    this.mailer.close();
  }
}
