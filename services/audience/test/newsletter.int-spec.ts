import { SUITE_STORES } from '@site/service-kit/testing';
import {
  NEWSLETTER_TOKEN_INVALID_TEXT,
  SUBSCRIBE_CONFIRMED_TEXT,
  SUBSCRIBE_SENT_TEXT,
  UNSUBSCRIBED_TEXT,
  type NewsletterIssue,
} from '@site/contracts';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriberEntity } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';
import { SmtpInbox } from '@site/mailer/testing';

const SITE = 'https://site.test';

/** A header as it was sent, unfolded. */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 2);

const sentTo = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && 'text' in mail.to && mail.to.text === address;

const linkToken = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in ${mail.text}`);
  return match[1];
};

describe.each(SUITE_STORES)('the newsletter on %s', (kind) => {
  let inbox: SmtpInbox;
  let audience: AudienceApp;
  const api = () => request(audience.app.getHttpAdapter().getInstance().server);
  const subscriber = (email: string) =>
    audience.app.get(DataSource).getRepository(SubscriberEntity).findOneByOrFail({ email });

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    audience = await startAudience(kind, { SMTP_URL: inbox.url, SITE_URL: SITE });
  }, 60_000);
  afterAll(async () => {
    await audience?.stop();
    await inbox?.stop();
  });

  it('subscribes, confirms through the page, and unsubscribes with a one-click form POST without a cookie', async () => {
    await api()
      .post('/api/newsletter/subscribe')
      .send({ email: 'Ada@Example.org' })
      .expect(202, { message: SUBSCRIBE_SENT_TEXT });
    const mail = await inbox.waitFor((m) => m.subject === 'Confirm your subscription to Commonplace');
    expect(mail.to).toMatchObject({ value: [{ address: 'ada@example.org' }] });
    const confirmToken = linkToken(mail, '/newsletter/confirm');
    const unsubscribeToken = linkToken(mail, '/newsletter/unsubscribe');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(
      `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>, <mailto:hello@commonplace.quest?subject=unsubscribe>`,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await subscriber('ada@example.org')).status).toBe('waiting');

    await api()
      .post('/api/newsletter/confirm')
      .send({ token: confirmToken })
      .expect(200, { message: SUBSCRIBE_CONFIRMED_TEXT });
    expect(await subscriber('ada@example.org')).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });

    const oneClick = await api()
      .post(`/api/newsletter/unsubscribe?token=${unsubscribeToken}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(oneClick.body).toEqual({ message: UNSUBSCRIBED_TEXT });
    expect(await subscriber('ada@example.org')).toMatchObject({ status: 'unsubscribed' });
    await api()
      .post('/api/newsletter/unsubscribe')
      .send({ token: unsubscribeToken })
      .expect(200, { message: UNSUBSCRIBED_TEXT });
  });

  it('answers the same for a known address and mails a confirmed one nothing more', async () => {
    await api().post('/api/newsletter/subscribe').send({ email: 'grace@example.org' }).expect(202);
    const mail = await inbox.waitFor(sentTo('grace@example.org'));
    await api()
      .post('/api/newsletter/confirm')
      .send({ token: linkToken(mail, '/newsletter/confirm') })
      .expect(200);
    const again = await api().post('/api/newsletter/subscribe').send({ email: 'grace@example.org' }).expect(202);
    const unknown = await api().post('/api/newsletter/subscribe').send({ email: 'emmy@example.org' }).expect(202);
    expect(again.body).toEqual(unknown.body);
    await inbox.waitFor(sentTo('emmy@example.org'));
    expect(inbox.mails.filter(sentTo('grace@example.org'))).toHaveLength(1);
  });

  it('refuses a missing, malformed or unknown token with the same message', async () => {
    const unknown = 'A'.repeat(43);
    for (const [path, body] of [
      ['/api/newsletter/confirm', { token: unknown }],
      ['/api/newsletter/confirm', { token: 'short' }],
      ['/api/newsletter/confirm', {}],
      ['/api/newsletter/unsubscribe', { token: unknown }],
      ['/api/newsletter/unsubscribe', {}],
    ] as const) {
      const response = await api().post(path).send(body).expect(400);
      expect([response.body.message].flat()).toEqual([NEWSLETTER_TOKEN_INVALID_TEXT]);
    }
    const oneClick = await api()
      .post(`/api/newsletter/unsubscribe?token=${unknown}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    expect(oneClick.body.message).toBe(NEWSLETTER_TOKEN_INVALID_TEXT);
  });

  it('lists the sent issues, newest first, as sanitised HTML', async () => {
    const issues = (await api().get('/api/newsletter/issues').expect(200)).body as NewsletterIssue[];
    expect(issues.length).toBeGreaterThanOrEqual(2);
    const dates = issues.map((issue) => issue.sentAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(issues[0]).sort()).toEqual(['html', 'id', 'sentAt', 'subject']);
    expect(issues.map((issue) => issue.subject)).toContain('The map that fits too well');
    expect(issues[0].html).toMatch(/^<p>/);
    expect(issues.map((issue) => issue.html).join('')).not.toMatch(/<script/i);
  });
});
