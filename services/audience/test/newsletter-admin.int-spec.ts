import { SUITE_STORES } from '@site/service-kit/testing';
import {
  ISSUE_BODY_MAX,
  ISSUE_ESSAY_TITLE_MAX,
  ISSUE_INTRO_MAX,
  ISSUE_NO_TEST_ADDRESS_TEXT,
  ISSUE_NOT_DRAFT_TEXT,
  ISSUE_SUBJECT_MAX,
  ISSUE_SUBJECT_TAKEN_TEXT,
  UNSUBSCRIBED_TEXT,
  type AdminIssue,
  type AdminIssueSummary,
  type IssueInput,
  type NewsletterIssue,
  type SubscriberListPage,
} from '@site/contracts';
import { IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@site/service-kit';
import fc from 'fast-check';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { NewsletterDeliveryEntity } from '../src/features/newsletter/newsletter-delivery.entity.js';
import { NewsletterIssueEntity } from '../src/features/newsletter/newsletter-issue.entity.js';
import { SubscriberEntity } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';
import { SmtpInbox } from '@site/mailer/testing';

const SITE = 'https://site.test';
const SECRET = 'integration-secret';
const ADMIN: CallerIdentity = { userId: 1, isAdmin: true, email: 'author@example.org' };
const READER: CallerIdentity = { userId: 2, isAdmin: false, email: 'reader@example.org' };
const CONFIRMED = ['ada@example.org', 'grace@example.org', 'emmy@example.org'];

const input = (subject: string): IssueInput => ({
  essaySlug: 'on-maps',
  essayTitle: 'On maps',
  subject,
  intro: 'A word *first*.',
  bodyHtml: '<p>The body, with <a href="/essay/other">a link</a>.</p><script>alert(1)</script>',
});

/** A header as it was sent, unfolded. */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 2);

const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0].address : undefined);

const waitUntil = async (done: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(SUITE_STORES)('newsletter administration on %s', (kind) => {
  let smtp: SmtpInbox;
  let audience: AudienceApp;
  const api = () => request(audience.app.getHttpAdapter().getInstance().server);
  // Signed at each call: a signature lives 30 seconds.
  const as = (caller: CallerIdentity, call: request.Test) => call.set(IDENTITY_HEADER, signIdentity(caller, SECRET));
  const asAdmin = (call: request.Test) => as(ADMIN, call);
  const mailsTo = (address: string) => smtp.mails.filter((mail) => addressOf(mail) === address);
  const issueMails = (subject: string) => smtp.mails.filter((mail) => mail.subject === subject);

  async function subscribe(email: string, then: 'confirm' | 'wait' | 'unsubscribe') {
    await api().post('/api/newsletter/subscribe').send({ email }).expect(202);
    const mail = await smtp.waitFor((m) => addressOf(m) === email);
    const token = (path: string) => new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(mail.text ?? '')![1];
    if (then === 'wait') return;
    await api()
      .post('/api/newsletter/confirm')
      .send({ token: token('/newsletter/confirm') })
      .expect(200);
    if (then === 'unsubscribe')
      await api()
        .post('/api/newsletter/unsubscribe')
        .send({ token: token('/newsletter/unsubscribe') })
        .expect(200);
  }

  beforeAll(async () => {
    smtp = await SmtpInbox.start();
    audience = await startAudience(kind, { SMTP_URL: smtp.url, SITE_URL: SITE, NEWSLETTER_BATCH_SIZE: '2' });
    for (const email of CONFIRMED) await subscribe(email, 'confirm');
    await subscribe('wait@example.org', 'wait');
    await subscribe('gone@example.org', 'unsubscribe');
  }, 90_000);
  afterAll(async () => {
    await audience?.stop();
    await smtp?.stop();
  });

  it('answers 401 to visitors and 403 to readers on every endpoint', async () => {
    const calls = [
      () => api().get('/api/admin/newsletter/subscribers'),
      () => api().get('/api/admin/newsletter/issues'),
      () => api().post('/api/admin/newsletter/issues').send(input('Refused')),
      () => api().get('/api/admin/newsletter/issues/1'),
      () => api().put('/api/admin/newsletter/issues/1').send(input('Refused')),
      () => api().delete('/api/admin/newsletter/issues/1'),
      () => api().post('/api/admin/newsletter/issues/1/test'),
      () => api().post('/api/admin/newsletter/issues/1/send'),
    ];
    for (const call of calls) {
      await call().expect(401);
      await as(READER, call()).expect(403);
    }
    const issues = await audience.app
      .get(DataSource)
      .getRepository(NewsletterIssueEntity)
      .findBy({ subject: 'Refused' });
    expect(issues).toEqual([]);
  });

  it('lists the subscribers with their counts, filtered, searched and paged', async () => {
    const all = (await asAdmin(api().get('/api/admin/newsletter/subscribers')).expect(200)).body as SubscriberListPage;
    expect(all.counts).toEqual({ confirmed: 3, waiting: 1, unsubscribed: 1 });
    expect(all.total).toBe(5);
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      email: 'gone@example.org',
      status: 'unsubscribed',
      createdAt: expect.any(String),
      confirmedAt: expect.any(String),
      unsubscribedAt: expect.any(String),
    });

    const waiting = (await asAdmin(api().get('/api/admin/newsletter/subscribers?status=waiting')).expect(200))
      .body as SubscriberListPage;
    expect(waiting.items.map((s) => s.email)).toEqual(['wait@example.org']);
    expect(waiting.counts).toEqual(all.counts);

    const searched = (await asAdmin(api().get('/api/admin/newsletter/subscribers?q=GRACE')).expect(200))
      .body as SubscriberListPage;
    expect(searched.items.map((s) => s.email)).toEqual(['grace@example.org']);
    const literal = (await asAdmin(api().get('/api/admin/newsletter/subscribers?q=%25')).expect(200))
      .body as SubscriberListPage;
    expect(literal.total).toBe(0);

    const second = (
      await asAdmin(api().get('/api/admin/newsletter/subscribers?status=confirmed&page=2&pageSize=2')).expect(200)
    ).body as SubscriberListPage;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ email: 'ada@example.org' }] });

    for (const query of ['status=gone', 'page=0', 'pageSize=1000', `q=${'a'.repeat(300)}`]) {
      const refused = await asAdmin(api().get(`/api/admin/newsletter/subscribers?${query}`)).expect(400);
      expect([refused.body.message].flat()).toEqual([expect.stringMatching(/^(status|page|pageSize|q) /)]);
    }
  });

  it('keeps a draft sanitised, refuses bad input and a taken subject, and stores nothing then', async () => {
    const created = (await asAdmin(api().post('/api/admin/newsletter/issues')).send(input('A draft')).expect(201))
      .body as AdminIssue;
    expect(created).toMatchObject({ status: 'draft', sentAt: null, progress: { queued: 0, sent: 0, retrying: 0 } });
    expect(created.html).toBe(
      '<p>A word <em>first</em>.</p>\n<h2><a href="/essay/on-maps">On maps</a></h2>' +
        '<p>The body, with <a href="/essay/other">a link</a>.</p>',
    );
    expect(created.text).toContain(`${SITE}/essay/other`);

    await asAdmin(api().post('/api/admin/newsletter/issues'))
      .send(input('A draft'))
      .expect(409, { statusCode: 409, message: ISSUE_SUBJECT_TAKEN_TEXT, error: 'Conflict' });
    for (const body of [
      {},
      { ...input('Bad'), subject: '' },
      { ...input('Bad'), subject: 'Two\nlines' },
      { ...input('Bad'), essaySlug: 'Not A Slug' },
      { ...input('Bad'), bodyHtml: '' },
      { ...input('Bad'), extra: 1 },
    ]) {
      await asAdmin(api().post('/api/admin/newsletter/issues')).send(body).expect(400);
    }
    await asAdmin(api().get('/api/admin/newsletter/issues/abc')).expect(400);
    await asAdmin(api().get('/api/admin/newsletter/issues/999999')).expect(404);
    const subjects = (await asAdmin(api().get('/api/admin/newsletter/issues')).expect(200)).body.map(
      (issue: AdminIssueSummary) => issue.subject,
    );
    expect(subjects).not.toContain('Bad');

    const edited = await asAdmin(api().put(`/api/admin/newsletter/issues/${created.id}`))
      .send({ ...input('A draft, edited'), intro: '' })
      .expect(200);
    expect(edited.body).toMatchObject({ subject: 'A draft, edited', intro: '' });
    await asAdmin(api().delete(`/api/admin/newsletter/issues/${created.id}`)).expect(204);
    await asAdmin(api().get(`/api/admin/newsletter/issues/${created.id}`)).expect(404);
  });

  it('refuses any malformed draft with a 4xx and a message, and stores nothing', async () => {
    const issues = audience.app.get(DataSource).getRepository(NewsletterIssueEntity);
    const before = await issues.count();
    const { id } = (await asAdmin(api().post('/api/admin/newsletter/issues')).send(input('Fuzzed')).expect(201))
      .body as AdminIssue;
    const limits: Record<keyof IssueInput, number> = {
      essaySlug: 200,
      essayTitle: ISSUE_ESSAY_TITLE_MAX,
      subject: ISSUE_SUBJECT_MAX,
      intro: ISSUE_INTRO_MAX,
      bodyHtml: ISSUE_BODY_MAX,
    };
    const badValue = (field: keyof IssueInput) =>
      fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.array(fc.string(), { maxLength: 2 }),
        fc.constant('a'.repeat(limits[field] + 1)),
        fc.string({ maxLength: 10 }).map((text) => `a\u0000${text}`),
        ...(field === 'essaySlug' ? [fc.constantFrom('Upper', 'with space', '../x', '')] : []),
        ...(field === 'subject' ? [fc.constantFrom('', '   ', 'two\nlines')] : []),
      );
    const badBody = fc.oneof(
      fc
        .constantFrom(...(Object.keys(limits) as (keyof IssueInput)[]))
        .chain((field) => badValue(field).map((value) => ({ ...input('Never stored'), [field]: value }))),
      fc.string({ minLength: 1, maxLength: 8 }).map((name) => ({ ...input('Never stored'), [`x${name}`]: 1 })),
    );
    await fc.assert(
      fc.asyncProperty(badBody, fc.boolean(), async (body, create) => {
        const call = create
          ? api().post('/api/admin/newsletter/issues')
          : api().put(`/api/admin/newsletter/issues/${id}`);
        const answer = await asAdmin(call).send(body);
        return answer.status === 400 && /\w/.test(String(answer.body.message));
      }),
      { numRuns: 200 },
    );
    expect(await issues.count()).toBe(before + 1);
    expect((await issues.findOneByOrFail({ id })).subject).toBe('Fuzzed');
    await asAdmin(api().delete(`/api/admin/newsletter/issues/${id}`)).expect(204);
  });

  it('mails a test to the admin only, marked and without an unsubscribe link', async () => {
    const { id } = (await asAdmin(api().post('/api/admin/newsletter/issues')).send(input('Tested')).expect(201))
      .body as AdminIssue;
    await asAdmin(api().post(`/api/admin/newsletter/issues/${id}/test`)).expect(202, {
      message: 'A test was sent to author@example.org.',
    });
    const mail = await smtp.waitFor((m) => m.subject === '[Test] Tested');
    expect(addressOf(mail)).toBe('author@example.org');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(mail.html).toContain(`<a href="${SITE}/essay/other">a link</a>`);
    expect(mail.text).toContain('This is a test.');
    expect((await asAdmin(api().get(`/api/admin/newsletter/issues/${id}`)).expect(200)).body.testSentAt).toEqual(
      expect.any(String),
    );
    await as({ userId: 1, isAdmin: true }, api().post(`/api/admin/newsletter/issues/${id}/test`)).expect(400, {
      statusCode: 400,
      message: ISSUE_NO_TEST_ADDRESS_TEXT,
      error: 'Bad Request',
    });
    expect(issueMails('Tested')).toEqual([]);
  });

  it('sends to confirmed subscribers only, in batches through the outbox, once however often it is asked', async () => {
    const { id } = (await asAdmin(api().post('/api/admin/newsletter/issues')).send(input('On maps')).expect(201))
      .body as AdminIssue;
    const sends = await Promise.all(
      [1, 2, 3].map(() => asAdmin(api().post(`/api/admin/newsletter/issues/${id}/send`))),
    );
    expect(sends.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(sends.map((answer) => answer.body.sentAt)).size).toBe(1);

    await waitUntil(async () => {
      const issue = (await asAdmin(api().get(`/api/admin/newsletter/issues/${id}`)).expect(200)).body as AdminIssue;
      return issue.status === 'sent' && issue.progress.sent === 3;
    });
    const issue = (await asAdmin(api().get(`/api/admin/newsletter/issues/${id}`)).expect(200)).body as AdminIssue;
    expect(issue.progress).toEqual({ queued: 3, sent: 3, retrying: 0 });
    // One transaction per batch of two, and now() is the time its transaction began.
    const deliveries = await audience.app
      .get(DataSource)
      .getRepository(NewsletterDeliveryEntity)
      .findBy({ issueId: id });
    expect(new Set(deliveries.map((delivery) => delivery.createdAt.getTime())).size).toBe(2);

    // Asked again once sent: answered as it is, and nobody is mailed again.
    const again = await asAdmin(api().post(`/api/admin/newsletter/issues/${id}/send`)).expect(202);
    expect(again.body).toMatchObject({ status: 'sent', progress: { queued: 3, sent: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const mails = issueMails('On maps');
    expect(mails.map(addressOf).sort()).toEqual([...CONFIRMED].sort());
    expect(mailsTo('wait@example.org').filter((m) => m.subject === 'On maps')).toEqual([]);
    expect(mailsTo('gone@example.org').filter((m) => m.subject === 'On maps')).toEqual([]);

    const tokens = mails.map((mail) => {
      const header = rawHeader(mail, 'List-Unsubscribe')!;
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const token = new RegExp(`^<${SITE}/api/newsletter/unsubscribe\\?token=([\\w-]{43})>`).exec(header)![1];
      expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe?token=${token}`);
      expect(mail.html).toContain('<p>A word <em>first</em>.</p>');
      return token;
    });
    expect(new Set(tokens).size).toBe(3);

    const grace = mails.findIndex((mail) => addressOf(mail) === 'grace@example.org');
    await api()
      .post(`/api/newsletter/unsubscribe?token=${tokens[grace]}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { message: UNSUBSCRIBED_TEXT });
    const row = await audience.app.get(DataSource).getRepository(SubscriberEntity).findOneByOrFail({
      email: 'grace@example.org',
    });
    expect(row.status).toBe('unsubscribed');

    await asAdmin(api().put(`/api/admin/newsletter/issues/${id}`))
      .send(input('On maps'))
      .expect(409, { statusCode: 409, message: ISSUE_NOT_DRAFT_TEXT, error: 'Conflict' });
    await asAdmin(api().delete(`/api/admin/newsletter/issues/${id}`)).expect(409);
  });

  it('shows the sent issue in the public archive, newest first, and no draft', async () => {
    await asAdmin(api().post('/api/admin/newsletter/issues')).send(input('Still a draft')).expect(201);
    const archive = (await api().get('/api/newsletter/issues').expect(200)).body as NewsletterIssue[];
    expect(archive[0]).toMatchObject({ subject: 'On maps', html: expect.stringContaining('<em>first</em>') });
    expect(archive.map((issue) => issue.subject)).toEqual(
      expect.arrayContaining(['On maps', 'The map that fits too well']),
    );
    expect(archive.map((issue) => issue.subject)).not.toContain('Still a draft');
    expect(archive.map((issue) => issue.subject)).not.toContain('Tested');
  });
});
