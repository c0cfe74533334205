import {
  NEWSLETTER_TOKEN_INVALID_TEXT,
  SUBSCRIBE_CONFIRMED_TEXT,
  SUBSCRIBE_SENT_TEXT,
  UNSUBSCRIBED_TEXT,
} from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';
import { FakeOutbox } from '../../../test/fakes/fake-outbox.js';
import { FakeSubscribers } from '../../../test/fakes/fake-subscribers.js';
import type { IssuesRepository } from './issues.repository.js';
import { CONFIRM_RESEND_MS, CONFIRM_VALID_MS, NewsletterService } from './newsletter.service.js';

const SITE = 'https://site.example';
const T0 = new Date('2026-11-01T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** The token of a link in the mail's text. */
function tokenIn(mail: OutgoingMail, path: string): string {
  const match = new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return match[1];
}

describe('NewsletterService', () => {
  let subscribers: FakeSubscribers;
  let outbox: FakeOutbox;
  let service: NewsletterService;

  beforeEach(() => {
    subscribers = new FakeSubscribers();
    outbox = new FakeOutbox();
    const issues = { listSent: async () => [], addMissing: async () => 0 } as unknown as IssuesRepository;
    service = new NewsletterService(subscribers.asRepository(), issues, outbox.asOutbox(), { siteUrl: SITE });
  });

  it('mails a new address a confirm link to the page, with the one-click unsubscribe headers', async () => {
    await expect(service.subscribe({ email: ' Ada@Example.org ' }, T0)).resolves.toEqual({
      message: SUBSCRIBE_SENT_TEXT,
    });
    expect(subscribers.rows).toEqual([expect.objectContaining({ email: 'ada@example.org', status: 'waiting' })]);
    const [mail] = subscribers.mails;
    expect(mail.to).toBe('ada@example.org');
    const confirm = tokenIn(mail, '/newsletter/confirm');
    const unsubscribe = tokenIn(mail, '/newsletter/unsubscribe');
    expect(confirm).toMatch(/^[\w-]{43}$/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribe}>, <mailto:hello@commonplace.quest?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(JSON.stringify(subscribers.rows)).not.toContain(confirm);
    expect(JSON.stringify(subscribers.rows)).not.toContain(unsubscribe);
    expect(outbox.kicks).toBe(1);
  });

  it('answers the same for a confirmed address and mails it nothing', async () => {
    await service.subscribe({ email: 'ada@example.org' }, T0);
    await service.confirm(tokenIn(subscribers.mails[0], '/newsletter/confirm'), later(1000));
    await expect(service.subscribe({ email: 'ada@example.org' }, later(CONFIRM_RESEND_MS * 2))).resolves.toEqual({
      message: SUBSCRIBE_SENT_TEXT,
    });
    expect(subscribers.mails).toHaveLength(1);
  });

  it('mails a waiting address a fresh link only after a few minutes, and the old link then fails', async () => {
    await service.subscribe({ email: 'ada@example.org' }, T0);
    await service.subscribe({ email: 'ada@example.org' }, later(CONFIRM_RESEND_MS - 1));
    expect(subscribers.mails).toHaveLength(1);
    await service.subscribe({ email: 'ada@example.org' }, later(CONFIRM_RESEND_MS));
    expect(subscribers.mails).toHaveLength(2);
    const [first, second] = subscribers.mails.map((mail) => tokenIn(mail, '/newsletter/confirm'));
    await expect(service.confirm(first, later(CONFIRM_RESEND_MS + 1))).rejects.toMatchObject({
      status: 400,
      message: NEWSLETTER_TOKEN_INVALID_TEXT,
    });
    await expect(service.confirm(second, later(CONFIRM_RESEND_MS + 1))).resolves.toEqual({
      message: SUBSCRIBE_CONFIRMED_TEXT,
    });
  });

  it('confirms once, answers the same to a second use, and refuses an expired or unknown token', async () => {
    await service.subscribe({ email: 'ada@example.org' }, T0);
    const token = tokenIn(subscribers.mails[0], '/newsletter/confirm');
    await expect(service.confirm('x'.repeat(43), later(1))).rejects.toMatchObject({ status: 400 });
    await expect(service.confirm(token, later(CONFIRM_VALID_MS + 1))).rejects.toMatchObject({ status: 400 });
    await service.confirm(token, later(1));
    await expect(service.confirm(token, later(2))).resolves.toEqual({ message: SUBSCRIBE_CONFIRMED_TEXT });
    expect(subscribers.rows[0]).toMatchObject({ status: 'confirmed', confirmedAt: later(1) });
  });

  it('unsubscribes with the mailed token, again without complaint, and a new sign-up starts over', async () => {
    await service.subscribe({ email: 'ada@example.org' }, T0);
    const token = tokenIn(subscribers.mails[0], '/newsletter/unsubscribe');
    await expect(service.unsubscribe(token, later(1))).resolves.toEqual({ message: UNSUBSCRIBED_TEXT });
    await expect(service.unsubscribe(token, later(2))).resolves.toEqual({ message: UNSUBSCRIBED_TEXT });
    expect(subscribers.rows[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: later(1) });
    await expect(service.confirm(tokenIn(subscribers.mails[0], '/newsletter/confirm'), later(3))).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(service.unsubscribe(undefined)).rejects.toMatchObject({ status: 400 });

    await service.subscribe({ email: 'ada@example.org' }, later(4));
    expect(subscribers.mails).toHaveLength(2);
    expect(subscribers.rows[0].status).toBe('waiting');
  });

  it('answers a filled honeypot the same and stores nothing', async () => {
    await expect(service.subscribe({ email: 'bot@example.org', website: 'x' }, T0)).resolves.toEqual({
      message: SUBSCRIBE_SENT_TEXT,
    });
    expect(subscribers.rows).toEqual([]);
    expect(outbox.kicks).toBe(0);
  });
});
