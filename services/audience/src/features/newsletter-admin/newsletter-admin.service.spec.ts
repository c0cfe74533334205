import {
  ISSUE_NO_TEST_ADDRESS_TEXT,
  ISSUE_NOT_DRAFT_TEXT,
  ISSUE_SUBJECT_TAKEN_TEXT,
  type IssueInput,
} from '@site/contracts';
import { FakeIssuesAdmin } from '../../../test/fakes/fake-issues-admin.js';
import { FakeOutbox } from '../../../test/fakes/fake-outbox.js';
import type { SubscriberEntity } from '../newsletter/subscriber.entity.js';
import { tokenHash } from '../newsletter/tokens.js';
import { IssueSender } from './issue-sender.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import type { SubscriberListRepository } from './subscriber-list.repository.js';

const SITE = 'https://site.example';
const ADMIN = { userId: 1, isAdmin: true, email: 'author@example.org' };
const INPUT: IssueInput = {
  essaySlug: 'on-maps',
  essayTitle: 'On maps',
  subject: 'On maps',
  intro: 'Hello.',
  bodyHtml: '<p>The body.</p>',
};

const subscriber = (id: number, status: SubscriberEntity['status']) =>
  ({ id, email: `reader${id}@example.org`, status }) as SubscriberEntity;

describe('NewsletterAdminService', () => {
  let issues: FakeIssuesAdmin;
  let outbox: FakeOutbox;
  let sender: IssueSender;
  let service: NewsletterAdminService;

  beforeEach(() => {
    issues = new FakeIssuesAdmin([
      subscriber(1, 'confirmed'),
      subscriber(2, 'waiting'),
      subscriber(3, 'confirmed'),
      subscriber(4, 'unsubscribed'),
      subscriber(5, 'confirmed'),
    ]);
    outbox = new FakeOutbox();
    const config = { siteUrl: SITE, newsletterBatchSize: 2 };
    sender = new IssueSender(issues.asRepository(), outbox.asOutbox(), config);
    const subscriberList = {} as SubscriberListRepository;
    service = new NewsletterAdminService(subscriberList, issues.asRepository(), sender, outbox.asOutbox(), config);
  });

  it('composes a draft from an essay and refuses a second issue with the same subject', async () => {
    const draft = await service.create(INPUT);
    expect(draft).toMatchObject({ status: 'draft', essaySlug: 'on-maps', intro: 'Hello.', sentAt: null });
    expect(draft.html).toBe('<p>Hello.</p>\n<h2><a href="/essay/on-maps">On maps</a></h2><p>The body.</p>');
    expect(draft.text).toContain(`${SITE}/essay/on-maps`);
    await expect(service.create(INPUT)).rejects.toMatchObject({ status: 409, message: ISSUE_SUBJECT_TAKEN_TEXT });
  });

  it("mails a test to the caller's own address only", async () => {
    const { id } = await service.create(INPUT);
    await expect(service.sendTest(id, ADMIN)).resolves.toEqual({ message: 'A test was sent to author@example.org.' });
    expect(issues.mails.map((mail) => [mail.to, mail.subject])).toEqual([['author@example.org', '[Test] On maps']]);
    expect((await service.issue(id)).testSentAt).not.toBeNull();
    expect(outbox.kicks).toBe(1);
    await expect(service.sendTest(id, { userId: 1, isAdmin: true })).rejects.toMatchObject({
      status: 400,
      message: ISSUE_NO_TEST_ADDRESS_TEXT,
    });
    await expect(service.sendTest(99, ADMIN)).rejects.toMatchObject({ status: 404 });
  });

  it('sends to confirmed subscribers in batches, each mail with its own unsubscribe token, and only once', async () => {
    const { id } = await service.create(INPUT);
    const started = await service.send(id, new Date('2026-11-20T10:00:00Z'));
    expect(started).toMatchObject({ status: 'sending', sentAt: '2026-11-20T10:00:00.000Z' });
    await sender.start(id);
    expect(issues.mails.map((mail) => mail.to)).toEqual([
      'reader1@example.org',
      'reader3@example.org',
      'reader5@example.org',
    ]);
    // Two full batches of two were tried: the second held one, which ended the run.
    expect(outbox.kicks).toBe(2);
    for (const [index, mail] of issues.mails.entries()) {
      const token = /unsubscribe\?token=([\w-]+)>/.exec(mail.headers!['List-Unsubscribe'])![1];
      expect(issues.deliveries[index].unsubscribeTokenHash).toBe(tokenHash(token));
    }
    expect(new Set(issues.deliveries.map((d) => d.unsubscribeTokenHash)).size).toBe(3);

    const again = await service.send(id);
    await sender.start(id);
    expect(again).toMatchObject({ status: 'sent', sentAt: '2026-11-20T10:00:00.000Z', progress: { queued: 3 } });
    expect(issues.mails).toHaveLength(3);
  });

  it('resumes at start a send that stopped halfway, mailing only those not mailed yet', async () => {
    const { id } = await service.create(INPUT);
    // Stopped after the first batch: subscribers 1 and 3 have their mail.
    issues.rows[0].status = 'sending';
    const first = await issues.queueBatch(id, 2, (subscriber) => ({
      mail: { to: subscriber.email, subject: 'On maps', text: '' },
      unsubscribeTokenHash: `hash-${subscriber.id}`,
    }));
    expect(first).toBe(2);

    sender.onApplicationBootstrap();
    await new Promise((resolve) => setImmediate(resolve));
    await sender.start(id);
    expect(issues.mails.map((mail) => mail.to)).toEqual([
      'reader1@example.org',
      'reader3@example.org',
      'reader5@example.org',
    ]);
    expect(issues.rows[0].status).toBe('sent');
  });

  it('keeps a sent issue as it was mailed', async () => {
    const { id } = await service.create(INPUT);
    await service.send(id);
    await sender.start(id);
    await expect(service.update(id, { ...INPUT, intro: 'Changed.' })).rejects.toMatchObject({
      status: 409,
      message: ISSUE_NOT_DRAFT_TEXT,
    });
    await expect(service.remove(id)).rejects.toMatchObject({ status: 409 });
    await expect(service.update(99, INPUT)).rejects.toMatchObject({ status: 404 });
  });

  it('edits and deletes a draft', async () => {
    const { id } = await service.create(INPUT);
    const edited = await service.update(id, { ...INPUT, subject: 'Maps, again', intro: '' });
    expect(edited).toMatchObject({ subject: 'Maps, again', intro: '' });
    expect(edited.html).toBe('<h2><a href="/essay/on-maps">On maps</a></h2><p>The body.</p>');
    await service.remove(id);
    await expect(service.issue(id)).rejects.toMatchObject({ status: 404 });
  });
});
