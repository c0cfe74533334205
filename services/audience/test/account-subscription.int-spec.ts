import { signIdentity } from '@site/service-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriberEntity } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';
import { SmtpInbox } from '@site/mailer/testing';

const SECRET = 'integration-secret';

describe("a reader's own newsletter subscription (PostgreSQL)", () => {
  let inbox: SmtpInbox;
  let audience: AudienceApp;
  const api = () => request(audience.app.getHttpAdapter().getInstance().server);
  const as = (email: string | undefined, userId = 7) => signIdentity({ userId, isAdmin: false, email }, SECRET);
  const get = (identity: string) => api().get('/api/newsletter/subscription').set('x-site-identity', identity);
  const put = (identity: string, body: object) =>
    api().put('/api/newsletter/subscription').set('x-site-identity', identity).send(body);
  const row = (email: string) => audience.app.get(DataSource).getRepository(SubscriberEntity).findOneBy({ email });

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    audience = await startAudience('PostgreSQL', { SMTP_URL: inbox.url });
  }, 60_000);
  afterAll(async () => {
    await audience?.stop();
    await inbox?.stop();
  });

  it('answers 401 to visitors', async () => {
    await api().get('/api/newsletter/subscription').expect(401);
    await api().put('/api/newsletter/subscription').send({ subscribed: true }).expect(401);
  });

  it('subscribes the account address at once, with no confirm mail, and unsubscribes it', async () => {
    const ada = as('Ada@Example.org');
    expect((await get(ada).expect(200)).body).toEqual({ email: 'ada@example.org', subscribed: false });
    expect((await put(ada, { subscribed: true }).expect(200)).body).toEqual({
      email: 'ada@example.org',
      subscribed: true,
    });
    expect(await row('ada@example.org')).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect((await get(ada)).body.subscribed).toBe(true);
    // Subscribing again changes nothing.
    await put(ada, { subscribed: true }).expect(200);

    expect((await put(ada, { subscribed: false }).expect(200)).body.subscribed).toBe(false);
    expect(await row('ada@example.org')).toMatchObject({ status: 'unsubscribed' });
    expect((await get(ada)).body.subscribed).toBe(false);
    expect((await put(ada, { subscribed: true }).expect(200)).body.subscribed).toBe(true);
    expect(inbox.mails.filter((mail) => mail.subject?.includes('Confirm'))).toHaveLength(0);
  });

  it('confirms an address waiting on its link, and unsubscribing kills that link', async () => {
    await api().post('/api/newsletter/subscribe').send({ email: 'grace@example.org' }).expect(202);
    expect(await row('grace@example.org')).toMatchObject({ status: 'waiting' });
    const grace = as('grace@example.org', 8);
    expect((await get(grace)).body.subscribed).toBe(false);
    await put(grace, { subscribed: true }).expect(200);
    expect(await row('grace@example.org')).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    await put(grace, { subscribed: false }).expect(200);
    expect(await row('grace@example.org')).toMatchObject({ status: 'unsubscribed' });
  });

  it('unsubscribing an address never subscribed stores nothing', async () => {
    await put(as('nobody@example.org', 9), { subscribed: false }).expect(200);
    expect(await row('nobody@example.org')).toBeNull();
  });

  it.each([[{}], [{ subscribed: 'yes' }], [{ subscribed: true, email: 'other@example.org' }]])(
    'refuses %j with 400 and stores nothing',
    async (body) => {
      const res = await put(as('olga@example.org', 10), body).expect(400);
      expect(res.body.message).toBeTruthy();
      expect(await row('olga@example.org')).toBeNull();
      expect(await row('other@example.org')).toBeNull();
    },
  );

  it('refuses a session without an address', async () => {
    const res = await put(as(undefined, 11), { subscribed: true }).expect(400);
    expect(res.body.message).toContain('no email address');
  });
});
