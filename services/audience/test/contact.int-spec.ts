import { SUITE_STORES } from '@site/service-kit/testing';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTACT_EMAIL,
  CONTACT_PER_HOUR,
  CONTACT_SENT_TEXT,
  CONTACT_TOO_FAST_TEXT,
  CONTACT_TOO_MANY_TEXT,
  type ContactInput,
} from '@site/contracts';
import { OutboxMailEntity } from '@site/mailer';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContactMessageEntity } from '../src/features/contact/contact-message.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';
import { freePort, SmtpInbox } from '@site/mailer/testing';

const message = (fields: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'On the analytical engine',
  message: 'I read your essay on proof and have a question about Gödel.',
  startedAt: Date.now() - 30_000,
  ...fields,
});

/** Waits until `check` holds, polling: the outbox worker runs beside the requests. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(SUITE_STORES)('the contact form on %s', (kind) => {
  describe('with a mail server', () => {
    let inbox: SmtpInbox;
    let audience: AudienceApp;
    const api = () => request(audience.app.getHttpAdapter().getInstance().server);

    beforeAll(async () => {
      inbox = await SmtpInbox.start();
      audience = await startAudience(kind, { SMTP_URL: inbox.url, MAIL_FROM: 'Commonplace <site@test.local>' });
    }, 60_000);
    afterAll(async () => {
      await audience?.stop();
      await inbox?.stop();
    });

    it('stores the message and mails it to the author with Reply-To the visitor', async () => {
      const response = await api()
        .post('/api/contact')
        .set('x-forwarded-for', '203.0.113.1')
        .send(message({ subject: 'Mailed with Reply-To' }))
        .expect(201);
      expect(response.body).toEqual({ message: CONTACT_SENT_TEXT });
      const mail = await inbox.waitFor((m) => m.subject?.includes('Mailed with Reply-To') ?? false);
      expect(mail.to).toMatchObject({ value: [{ address: CONTACT_EMAIL }] });
      expect(mail.from).toMatchObject({ value: [{ address: 'site@test.local' }] });
      expect(mail.replyTo).toMatchObject({ value: [{ name: 'Ada Lovelace', address: 'ada@example.org' }] });
      expect(mail.text).toContain('I read your essay on proof and have a question about Gödel.');
      const stored = await audience.app.get(DataSource).getRepository(ContactMessageEntity).findOneByOrFail({
        subject: 'Mailed with Reply-To',
      });
      expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
      expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it(`answers 429 past ${CONTACT_PER_HOUR} messages an hour from one address, and from one sender`, async () => {
      for (let i = 0; i < CONTACT_PER_HOUR; i += 1) {
        await api()
          .post('/api/contact')
          .set('x-forwarded-for', `203.0.113.${10 + i}`)
          .send(message({ email: 'busy@example.org' }))
          .expect(201);
      }
      const refused = await api()
        .post('/api/contact')
        .set('x-forwarded-for', '203.0.113.99')
        .send(message({ email: 'Busy@Example.org' }))
        .expect(429);
      expect(refused.body.message).toBe(CONTACT_TOO_MANY_TEXT);

      for (let i = 0; i < CONTACT_PER_HOUR; i += 1) {
        await api()
          .post('/api/contact')
          .set('x-forwarded-for', '198.51.100.7')
          .send(message({ email: `reader${i}@example.org` }))
          .expect(201);
      }
      await api()
        .post('/api/contact')
        .set('x-forwarded-for', '198.51.100.7')
        .send(message({ email: 'someone-new@example.org' }))
        .expect(429);
    });

    it('refuses a form sent within seconds of being drawn, and names the field at fault', async () => {
      const fast = await api()
        .post('/api/contact')
        .send(message({ startedAt: Date.now() - 500 }))
        .expect(400);
      expect(fast.body.message).toBe(CONTACT_TOO_FAST_TEXT);
      const noEmail = await api()
        .post('/api/contact')
        .send(message({ email: 'not an address' }))
        .expect(400);
      expect(noEmail.body.message).toEqual(['email must be a valid email address.']);
      const short = await api()
        .post('/api/contact')
        .send(message({ message: 'Hi' }))
        .expect(400);
      expect(short.body.message).toEqual([expect.stringMatching(/^message must be 10 to 5000 characters/)]);
    });

    it('answers a filled honeypot as sent, and stores and mails nothing', async () => {
      const repository = audience.app.get(DataSource).getRepository(ContactMessageEntity);
      const before = await repository.count();
      await api()
        .post('/api/contact')
        .set('x-forwarded-for', '203.0.113.50')
        .send(message({ subject: 'From a program', website: 'http://spam.example' }))
        .expect(201, { message: CONTACT_SENT_TEXT });
      expect(await repository.count()).toBe(before);
    });
  });

  it('keeps the message while the mail server is down and delivers the mail once it is up', async () => {
    const port = await freePort();
    const audience = await startAudience(kind, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    let inbox: SmtpInbox | undefined;
    try {
      const api = request(audience.app.getHttpAdapter().getInstance().server);
      await api
        .post('/api/contact')
        .send(message({ subject: 'Sent while the server was down' }))
        .expect(201);
      const dataSource = audience.app.get(DataSource);
      expect(
        await dataSource.getRepository(ContactMessageEntity).countBy({ subject: 'Sent while the server was down' }),
      ).toBe(1);
      const outbox = dataSource.getRepository(OutboxMailEntity);
      await eventually(async () => ((await outbox.findOneByOrFail({})).attempts ?? 0) >= 2);
      const waiting = await outbox.findOneByOrFail({});
      expect(waiting.sentAt).toBeNull();
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);

      inbox = await SmtpInbox.start(port);
      const mail = await inbox.waitFor((m) => m.subject?.includes('Sent while the server was down') ?? false);
      expect(mail.replyTo).toMatchObject({ value: [{ address: 'ada@example.org' }] });
      await eventually(async () => (await outbox.findOneByOrFail({})).sentAt !== null);
      expect(inbox.mails).toHaveLength(1);
    } finally {
      await audience.stop();
      await inbox?.stop();
    }
  });

  it('writes the mail as an .eml file under the outbox folder when no SMTP_URL is set', async () => {
    const audience = await startAudience(kind);
    try {
      await request(audience.app.getHttpAdapter().getInstance().server)
        .post('/api/contact')
        .send(message({ subject: 'Written to a file' }))
        .expect(201);
      const dir = path.join(audience.dataDir, 'outbox');
      await eventually(async () => (await readdir(dir).catch(() => [])).length > 0);
      const [file] = await readdir(dir);
      expect(file).toMatch(/\.eml$/);
      const raw = await readFile(path.join(dir, file), 'utf8');
      expect(raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.org>$/m);
      expect(raw).toContain('Written to a file');
    } finally {
      await audience.stop();
    }
  });
});
