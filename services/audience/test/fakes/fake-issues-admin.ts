import type { OutgoingMail } from '@site/mailer';
import type { NewsletterIssueEntity } from '../../src/features/newsletter/newsletter-issue.entity.js';
import type { SubscriberEntity } from '../../src/features/newsletter/subscriber.entity.js';
import type {
  Delivery,
  IssueFields,
  IssuesAdminRepository,
  Refusal,
} from '../../src/features/newsletter-admin/issues-admin.repository.js';

/** Issues, their deliveries and the mails written with them, in memory; subscribers are given. */
export class FakeIssuesAdmin implements Pick<IssuesAdminRepository, keyof IssuesAdminRepository> {
  readonly rows: NewsletterIssueEntity[] = [];
  readonly deliveries: (Delivery & { issueId: number; subscriberId: number })[] = [];
  readonly mails: OutgoingMail[] = [];

  constructor(readonly subscribers: SubscriberEntity[] = []) {}

  async listAll() {
    return [...this.rows].reverse();
  }

  async findById(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async create(fields: IssueFields): Promise<NewsletterIssueEntity | 'subject-taken'> {
    if (this.rows.some((row) => row.subject === fields.subject)) return 'subject-taken';
    const now = new Date();
    const row: NewsletterIssueEntity = {
      id: this.rows.length + 1,
      status: 'draft',
      sentAt: null,
      testSentAt: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    this.rows.push(row);
    return { ...row };
  }

  async update(id: number, fields: IssueFields): Promise<NewsletterIssueEntity | Refusal> {
    const row = await this.findById(id);
    if (!row) return 'not-found';
    if (row.status !== 'draft') return 'not-draft';
    if (this.rows.some((other) => other.id !== id && other.subject === fields.subject)) return 'subject-taken';
    Object.assign(row, fields);
    return { ...row };
  }

  async remove(id: number): Promise<'removed' | Refusal> {
    const row = await this.findById(id);
    if (!row) return 'not-found';
    if (row.status !== 'draft') return 'not-draft';
    this.rows.splice(this.rows.indexOf(row), 1);
    return 'removed';
  }

  async recordTest(id: number, mailOf: (issue: NewsletterIssueEntity) => OutgoingMail, now: Date) {
    const row = await this.findById(id);
    if (!row) return 'not-found' as const;
    this.mails.push(mailOf(row));
    row.testSentAt = now;
    return { ...row };
  }

  async startSending(id: number, now: Date) {
    const row = await this.findById(id);
    if (!row) return 'not-found' as const;
    if (row.status === 'draft') Object.assign(row, { status: 'sending', sentAt: now });
    return { ...row };
  }

  async sendingIds() {
    return this.rows.filter((row) => row.status === 'sending').map((row) => row.id);
  }

  async queueBatch(issueId: number, size: number, deliveryTo: (subscriber: SubscriberEntity) => Delivery) {
    if ((await this.findById(issueId))?.status !== 'sending') return 0;
    const waiting = this.subscribers
      .filter((s) => s.status === 'confirmed')
      .filter((s) => !this.deliveries.some((d) => d.issueId === issueId && d.subscriberId === s.id))
      .slice(0, size);
    for (const subscriber of waiting) {
      const delivery = deliveryTo(subscriber);
      this.mails.push(delivery.mail);
      this.deliveries.push({ ...delivery, issueId, subscriberId: subscriber.id });
    }
    return waiting.length;
  }

  async finishSending(issueId: number) {
    const row = await this.findById(issueId);
    if (row?.status === 'sending') row.status = 'sent';
  }

  async progress(issueIds: number[]) {
    return new Map(
      issueIds
        .map((id) => [id, this.deliveries.filter((d) => d.issueId === id).length] as const)
        .filter(([, queued]) => queued > 0)
        .map(([id, queued]) => [id, { queued, sent: 0, retrying: 0 }]),
    );
  }

  asRepository(): IssuesAdminRepository {
    return this as unknown as IssuesAdminRepository;
  }
}
