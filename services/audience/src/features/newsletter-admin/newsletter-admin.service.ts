import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ISSUE_NO_TEST_ADDRESS_TEXT,
  ISSUE_NOT_DRAFT_TEXT,
  ISSUE_NOT_FOUND_TEXT,
  ISSUE_SUBJECT_TAKEN_TEXT,
  issueTestSentText,
  SUBSCRIBERS_PAGE_SIZE_DEFAULT,
  type AdminIssue,
  type AdminIssueSummary,
  type IssueInput,
  type IssueProgress,
  type SubscriberListPage,
  type SubscriberListQuery,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG, type CallerIdentity } from '@site/service-kit';
import type { AudienceConfig } from '../../config.js';
import type { NewsletterIssueEntity } from '../newsletter/newsletter-issue.entity.js';
import { issueContent } from './issue-content.js';
import { issueMail } from './issue-mail.js';
import { IssueSender } from './issue-sender.js';
import { IssuesAdminRepository, type Refusal } from './issues-admin.repository.js';
import { SubscriberListRepository } from './subscriber-list.repository.js';

const NO_PROGRESS: IssueProgress = { queued: 0, sent: 0, retrying: 0 };

const refused = (refusal: Refusal) =>
  refusal === 'not-found'
    ? new NotFoundException(ISSUE_NOT_FOUND_TEXT)
    : refusal === 'not-draft'
      ? new ConflictException(ISSUE_NOT_DRAFT_TEXT)
      : new ConflictException(ISSUE_SUBJECT_TAKEN_TEXT);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryOf(issue: NewsletterIssueEntity, progress = NO_PROGRESS): AdminIssueSummary {
  return {
    id: issue.id,
    subject: issue.subject,
    status: issue.status,
    essaySlug: issue.essaySlug,
    essayTitle: issue.essayTitle,
    sentAt: iso(issue.sentAt),
    updatedAt: issue.updatedAt.toISOString(),
    progress,
  };
}

/** The admin's newsletter: who is on the list, and issues composed, tested and sent. */
@Injectable()
export class NewsletterAdminService {
  constructor(
    private readonly subscriberList: SubscriberListRepository,
    private readonly issues: IssuesAdminRepository,
    private readonly sender: IssueSender,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'siteUrl'>,
  ) {}

  async subscribers(query: SubscriberListQuery): Promise<SubscriberListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? SUBSCRIBERS_PAGE_SIZE_DEFAULT;
    const [{ items, total }, counts] = await Promise.all([
      this.subscriberList.page({ status: query.status, q: query.q || undefined, page, pageSize }),
      this.subscriberList.counts(),
    ]);
    return {
      items: items.map((subscriber) => ({
        id: subscriber.id,
        email: subscriber.email,
        status: subscriber.status,
        createdAt: subscriber.createdAt.toISOString(),
        confirmedAt: iso(subscriber.confirmedAt),
        unsubscribedAt: iso(subscriber.unsubscribedAt),
      })),
      total,
      page,
      pageSize,
      counts,
    };
  }

  async list(): Promise<AdminIssueSummary[]> {
    const issues = await this.issues.listAll();
    const progress = await this.issues.progress(issues.map((issue) => issue.id));
    return issues.map((issue) => summaryOf(issue, progress.get(issue.id)));
  }

  async issue(id: number): Promise<AdminIssue> {
    const issue = await this.issues.findById(id);
    if (!issue) throw refused('not-found');
    return this.detailOf(issue);
  }

  async create(input: IssueInput): Promise<AdminIssue> {
    const created = await this.issues.create(this.fieldsOf(input));
    if (typeof created === 'string') throw refused(created);
    return this.detailOf(created);
  }

  async update(id: number, input: IssueInput): Promise<AdminIssue> {
    const updated = await this.issues.update(id, this.fieldsOf(input));
    if (typeof updated === 'string') throw refused(updated);
    return this.detailOf(updated);
  }

  async remove(id: number): Promise<void> {
    const result = await this.issues.remove(id);
    if (result !== 'removed') throw refused(result);
  }

  /** Mails the issue, marked as a test and with no unsubscribe link, to the caller's own address. */
  async sendTest(id: number, caller: CallerIdentity, now = new Date()): Promise<{ message: string }> {
    const email = caller.email;
    if (!email) throw new BadRequestException(ISSUE_NO_TEST_ADDRESS_TEXT);
    const issue = await this.issues.recordTest(
      id,
      (found) => issueMail(found, { email, test: true }, this.config.siteUrl),
      now,
    );
    if (issue === 'not-found') throw refused(issue);
    void this.outbox.kick();
    return { message: issueTestSentText(email) };
  }

  /**
   * Sends the issue to every confirmed subscriber. Idempotent: sending an issue that is sending or sent mails
   * nobody again; it only resumes writing the mails of a send that stopped halfway.
   */
  async send(id: number, now = new Date()): Promise<AdminIssueSummary> {
    const issue = await this.issues.startSending(id, now);
    if (issue === 'not-found') throw refused(issue);
    if (issue.status === 'sending') void this.sender.start(id);
    const progress = await this.issues.progress([id]);
    return summaryOf(issue, progress.get(id));
  }

  private fieldsOf(input: IssueInput) {
    const content = issueContent(input, this.config.siteUrl);
    return {
      subject: input.subject,
      essaySlug: input.essaySlug,
      essayTitle: input.essayTitle,
      intro: input.intro,
      ...content,
    };
  }

  private async detailOf(issue: NewsletterIssueEntity): Promise<AdminIssue> {
    const progress = await this.issues.progress([issue.id]);
    return {
      ...summaryOf(issue, progress.get(issue.id)),
      intro: issue.intro,
      // The shipped issues have no separate body: theirs is the whole issue.
      bodyHtml: issue.bodyHtml || issue.html,
      html: issue.html,
      text: issue.text,
      testSentAt: iso(issue.testSentAt),
    };
  }
}
