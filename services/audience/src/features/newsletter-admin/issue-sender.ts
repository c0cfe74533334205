import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { AudienceConfig } from '../../config.js';
import { newToken, tokenHash } from '../newsletter/tokens.js';
import { issueMail } from './issue-mail.js';
import { IssuesAdminRepository } from './issues-admin.repository.js';

export type IssueSenderRepository = Pick<
  IssuesAdminRepository,
  'findById' | 'queueBatch' | 'finishSending' | 'sendingIds'
>;

/**
 * Writes an issue's mails to the outbox a batch of subscribers at a time (one transaction each, so a large list
 * never holds one long transaction), kicking the outbox worker after each, then marks the issue sent. A run that
 * stops halfway (a restart, a lost database) is resumed at start or by sending again: subscribers already mailed
 * are skipped.
 */
@Injectable()
export class IssueSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(IssueSender.name);
  private readonly running = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly issues: IssuesAdminRepository,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'siteUrl' | 'newsletterBatchSize'>,
  ) {}

  /** Starts writing the issue's mails unless that is under way here already; settles when it is done. */
  start(issueId: number): Promise<void> {
    const current = this.running.get(issueId);
    if (current) return current;
    const run = this.run(issueId)
      .catch((error: unknown) => {
        this.logger.warn(`Issue ${issueId} stopped sending, to be resumed: ${(error as Error).message}`);
      })
      .finally(() => this.running.delete(issueId));
    this.running.set(issueId, run);
    return run;
  }

  private async run(issueId: number): Promise<void> {
    const issue = await this.issues.findById(issueId);
    if (issue?.status !== 'sending') return;
    const size = this.config.newsletterBatchSize;
    let queued: number;
    do {
      if (this.stopping) return;
      queued = await this.issues.queueBatch(issueId, size, ({ email }) => {
        const token = newToken();
        return {
          mail: issueMail(issue, { email, unsubscribeToken: token }, this.config.siteUrl),
          unsubscribeTokenHash: tokenHash(token),
        };
      });
      if (queued > 0) void this.outbox.kick();
    } while (queued === size);
    await this.issues.finishSending(issueId);
  }

  onApplicationBootstrap(): void {
    void this.issues.sendingIds().then(
      (ids) => ids.forEach((id) => void this.start(id)),
      (error: unknown) => this.logger.warn(`Unfinished issues could not be read: ${(error as Error).message}`),
    );
  }

  // Before the database closes, so no batch is cut off mid-transaction.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running.values());
  }
}
