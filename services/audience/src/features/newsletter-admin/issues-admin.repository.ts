import { Injectable } from '@nestjs/common';
import type { IssueProgress } from '@site/contracts';
import { Outbox, OutboxMailEntity, type OutgoingMail } from '@site/mailer';
import { DataSource, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { NewsletterDeliveryEntity } from '../newsletter/newsletter-delivery.entity.js';
import { NewsletterIssueEntity } from '../newsletter/newsletter-issue.entity.js';
import { SubscriberEntity } from '../newsletter/subscriber.entity.js';

/** What the composer writes. */
export type IssueFields = Pick<
  NewsletterIssueEntity,
  'subject' | 'essaySlug' | 'essayTitle' | 'intro' | 'bodyHtml' | 'html' | 'text'
>;

/** Why a change was not made. */
export type Refusal = 'not-found' | 'not-draft' | 'subject-taken';

/** One subscriber's mail of an issue, and the hash of the unsubscribe token it carries. */
export interface Delivery {
  mail: OutgoingMail;
  unsubscribeTokenHash: string;
}

const SUMMARY_COLUMNS = {
  id: true,
  subject: true,
  status: true,
  essaySlug: true,
  essayTitle: true,
  sentAt: true,
  updatedAt: true,
} as const;

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

const lockIssue = (manager: EntityManager, id: number) =>
  manager.findOne(NewsletterIssueEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });

@Injectable()
export class IssuesAdminRepository {
  private readonly issues: Repository<NewsletterIssueEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.issues = dataSource.getRepository(NewsletterIssueEntity);
  }

  /** Every issue without its bodies, newest first. */
  listAll(): Promise<NewsletterIssueEntity[]> {
    return this.issues.find({ select: SUMMARY_COLUMNS, order: { id: 'DESC' } });
  }

  findById(id: number): Promise<NewsletterIssueEntity | null> {
    return this.issues.findOneBy({ id });
  }

  async create(fields: IssueFields): Promise<NewsletterIssueEntity | 'subject-taken'> {
    try {
      const { identifiers } = await this.issues.insert({ ...fields, status: 'draft' });
      return await this.issues.findOneByOrFail({ id: (identifiers[0] as { id: number }).id });
    } catch (error) {
      if (isUniqueViolation(error)) return 'subject-taken';
      throw error;
    }
  }

  /** Changes a draft; a sent issue stays as it was mailed. */
  async update(id: number, fields: IssueFields): Promise<NewsletterIssueEntity | Refusal> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const issue = await lockIssue(manager, id);
        if (!issue) return 'not-found';
        if (issue.status !== 'draft') return 'not-draft';
        await manager.update(NewsletterIssueEntity, { id }, fields);
        return manager.findOneByOrFail(NewsletterIssueEntity, { id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'subject-taken';
      throw error;
    }
  }

  async remove(id: number): Promise<'removed' | Refusal> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await lockIssue(manager, id);
      if (!issue) return 'not-found';
      if (issue.status !== 'draft') return 'not-draft';
      await manager.delete(NewsletterIssueEntity, { id });
      return 'removed';
    });
  }

  /** Writes the test mail to the outbox and notes when, together. */
  async recordTest(
    id: number,
    mailOf: (issue: NewsletterIssueEntity) => OutgoingMail,
    now: Date,
  ): Promise<NewsletterIssueEntity | 'not-found'> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await lockIssue(manager, id);
      if (!issue) return 'not-found';
      await this.outbox.add(manager, mailOf(issue));
      await manager.update(NewsletterIssueEntity, { id }, { testSentAt: now });
      return { ...issue, testSentAt: now };
    });
  }

  /** Moves a draft to `sending` with its date; an issue already sending or sent is answered as it is. */
  async startSending(id: number, now: Date): Promise<NewsletterIssueEntity | 'not-found'> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await lockIssue(manager, id);
      if (!issue) return 'not-found';
      if (issue.status !== 'draft') return issue;
      await manager.update(NewsletterIssueEntity, { id }, { status: 'sending', sentAt: now });
      return manager.findOneByOrFail(NewsletterIssueEntity, { id });
    });
  }

  /** Issues whose mails were still being written when the service stopped. */
  async sendingIds(): Promise<number[]> {
    const issues = await this.issues.find({ select: { id: true }, where: { status: 'sending' } });
    return issues.map((issue) => issue.id);
  }

  /**
   * Writes the mails of up to `size` confirmed subscribers who have none of this issue yet, each with its
   * delivery row, in one transaction; answers how many. The issue's row lock makes concurrent runs take turns,
   * and the unique (issue, subscriber) pair makes a second mail impossible.
   */
  async queueBatch(issueId: number, size: number, deliveryTo: (subscriber: SubscriberEntity) => Delivery) {
    return this.dataSource.transaction(async (manager) => {
      const issue = await lockIssue(manager, issueId);
      if (issue?.status !== 'sending') return 0;
      const subscribers = await manager
        .createQueryBuilder(SubscriberEntity, 'subscriber')
        .where('subscriber.status = :status', { status: 'confirmed' })
        .andWhere((query) => {
          const mailed = query
            .subQuery()
            .select('1')
            .from(NewsletterDeliveryEntity, 'delivery')
            .where('delivery.subscriberId = subscriber.id')
            .andWhere('delivery.issueId = :issueId', { issueId })
            .getQuery();
          return `NOT EXISTS ${mailed}`;
        })
        .orderBy('subscriber.id')
        .limit(size)
        .getMany();
      for (const subscriber of subscribers) {
        const { mail, unsubscribeTokenHash } = deliveryTo(subscriber);
        const outboxId = await this.outbox.add(manager, mail);
        await manager.insert(NewsletterDeliveryEntity, {
          issueId,
          subscriberId: subscriber.id,
          outboxId,
          unsubscribeTokenHash,
        });
      }
      return subscribers.length;
    });
  }

  async finishSending(issueId: number): Promise<void> {
    await this.issues.update({ id: issueId, status: 'sending' }, { status: 'sent' });
  }

  /** How far each issue's mails have gone; an issue with none is left out. */
  async progress(issueIds: number[]): Promise<Map<number, IssueProgress>> {
    if (issueIds.length === 0) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('delivery.issueId', 'issueId')
      .addSelect('COUNT(*)::int', 'queued')
      .addSelect('COUNT(outbox.sentAt)::int', 'sent')
      .addSelect('(COUNT(*) FILTER (WHERE outbox.sentAt IS NULL AND outbox.attempts > 0))::int', 'retrying')
      .from(NewsletterDeliveryEntity, 'delivery')
      .innerJoin(OutboxMailEntity, 'outbox', 'outbox.id = delivery.outboxId')
      .where('delivery.issueId IN (:...issueIds)', { issueIds })
      .groupBy('delivery.issueId')
      .getRawMany<{ issueId: number; queued: number; sent: number; retrying: number }>();
    return new Map(
      rows.map((row) => [
        Number(row.issueId),
        { queued: Number(row.queued), sent: Number(row.sent), retrying: Number(row.retrying) },
      ]),
    );
  }
}
