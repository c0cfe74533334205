import { SUITE_STORES } from '@site/service-kit/testing';
import { CHAT_TOKEN_HEADER, type ChatStart } from '@site/contracts';
import { OutboxMailEntity } from '@site/mailer';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, signIdentity } from '@site/service-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriberEntity } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';

const SECRET = 'integration-secret';
const reader = (userId: number, email: string) => signIdentity({ userId, isAdmin: false, email }, SECRET);
const admin = () => signIdentity({ userId: 1, isAdmin: true, email: 'author@example.org' }, SECRET);

describe.each(SUITE_STORES)("what the gateway asks of a reader's account data on %s", (kind) => {
  let audience: AudienceApp;
  let sender = 0;
  const api = () => request(audience.app.getHttpAdapter().getInstance().server);
  const internal = (path: string) => api().post(`/api/internal/${path}`).set(INTERNAL_TOKEN_HEADER, SECRET);
  const subscription = (identity: string) =>
    api().get('/api/newsletter/subscription').set(IDENTITY_HEADER, identity).expect(200);
  const subscribe = (identity: string) =>
    api().put('/api/newsletter/subscription').set(IDENTITY_HEADER, identity).send({ subscribed: true }).expect(200);
  const subscriber = (email: string) =>
    audience.app.get(DataSource).getRepository(SubscriberEntity).findOneBy({ email });
  const outboxSize = () => audience.app.get(DataSource).getRepository(OutboxMailEntity).count();

  /** A conversation started from its own address, so the per-sender limits never interfere. */
  async function start(body: string, identity?: string): Promise<ChatStart> {
    const call = api()
      .post('/api/chat/conversations')
      .set('x-forwarded-for', `203.0.113.${(sender += 1)}`);
    if (identity) call.set(IDENTITY_HEADER, identity);
    return (await call.send({ body }).expect(201)).body as ChatStart;
  }

  beforeAll(async () => {
    audience = await startAudience(kind);
  }, 60_000);
  afterAll(() => audience?.stop());

  describe('deleting an account', () => {
    it("erases the reader's conversations with the author's answers, and their subscription, once", async () => {
      const ada = reader(7, 'ada@example.org');
      const first = await start('A first question', ada);
      const second = await start('A second question', ada);
      await api()
        .post(`/api/admin/inbox/chat/${first.conversation.id}/replies`)
        .set(IDENTITY_HEADER, admin())
        .send({ body: 'An answer.', via: 'chat' })
        .expect(201);
      const someoneElse = await start('Not Ada', reader(8, 'grace@example.org'));
      const visitor = await start('Nobody in particular');
      await subscribe(ada);
      await subscribe(reader(8, 'grace@example.org'));

      const deleted = await internal('account-data/7/deletion').send({ email: 'Ada@Example.org' }).expect(200);
      expect(deleted.body).toEqual({ conversations: 2, messages: 3, subscriptions: 1 });

      expect((await api().get('/api/chat/conversations').set(IDENTITY_HEADER, ada).expect(200)).body).toEqual([]);
      for (const { conversation, token } of [first, second])
        await api().get(`/api/chat/conversations/${conversation.id}`).set(CHAT_TOKEN_HEADER, token).expect(404);
      const inbox = await api().get('/api/admin/inbox').set(IDENTITY_HEADER, admin()).expect(200);
      expect(JSON.stringify(inbox.body)).not.toMatch(/A first question|A second question/);
      expect(await subscriber('ada@example.org')).toBeNull();
      expect((await subscription(ada)).body).toEqual({ email: 'ada@example.org', subscribed: false });

      // Other people's conversations and subscriptions stay.
      for (const { conversation, token } of [someoneElse, visitor])
        await api().get(`/api/chat/conversations/${conversation.id}`).set(CHAT_TOKEN_HEADER, token).expect(200);
      expect((await subscription(reader(8, 'grace@example.org'))).body.subscribed).toBe(true);

      const again = await internal('account-data/7/deletion').send({ email: 'ada@example.org' }).expect(200);
      expect(again.body).toEqual({ conversations: 0, messages: 0, subscriptions: 0 });
    });

    it('refuses a caller without the internal token, a bad id and a bad address, deleting nothing', async () => {
      const lin = reader(9, 'lin@example.org');
      await start('Still here', lin);
      await subscribe(lin);
      await api().post('/api/internal/account-data/9/deletion').send({ email: 'lin@example.org' }).expect(401);
      await api()
        .post('/api/internal/account-data/9/deletion')
        .set(INTERNAL_TOKEN_HEADER, 'not-the-secret')
        .send({ email: 'lin@example.org' })
        .expect(403);
      for (const id of ['0', 'abc'])
        await internal(`account-data/${id}/deletion`).send({ email: 'lin@example.org' }).expect(400);
      await internal('account-data/99999999999/deletion').send({ email: 'lin@example.org' }).expect(404);
      const refused = await internal('account-data/9/deletion').send({ email: 'not an address' }).expect(400);
      expect(refused.body.message).toEqual(['email must be a valid email address.']);
      await internal('account-data/9/deletion').send({ email: 'lin@example.org', extra: 1 }).expect(400);
      await internal('account-data/9/deletion').send({}).expect(400);

      expect((await api().get('/api/chat/conversations').set(IDENTITY_HEADER, lin).expect(200)).body).toHaveLength(1);
      expect((await subscription(lin)).body.subscribed).toBe(true);
    });
  });

  describe('changing the address of an account', () => {
    it('moves a confirmed subscription to the new address with no confirm mail', async () => {
      await subscribe(reader(10, 'old@example.org'));
      const mails = await outboxSize();
      const moved = await internal('newsletter/address-change')
        .send({ from: 'old@example.org', to: 'New@Example.org' })
        .expect(200);
      expect(moved.body).toEqual({ email: 'new@example.org', subscribed: true });

      expect((await subscription(reader(10, 'new@example.org'))).body.subscribed).toBe(true);
      expect((await subscription(reader(10, 'old@example.org'))).body.subscribed).toBe(false);
      expect(await subscriber('new@example.org')).toMatchObject({ status: 'confirmed' });
      expect(await outboxSize()).toBe(mails);
      // Asked again, the old address has nothing left to move and the new one stays subscribed.
      const again = await internal('newsletter/address-change')
        .send({ from: 'old@example.org', to: 'new@example.org' })
        .expect(200);
      expect(again.body).toEqual({ email: 'new@example.org', subscribed: true });
    });

    it("confirms the new address's own waiting sign-up, and ends the old address's subscription", async () => {
      await subscribe(reader(11, 'before@example.org'));
      await api().post('/api/newsletter/subscribe').send({ email: 'after@example.org' }).expect(202);
      expect(await subscriber('after@example.org')).toMatchObject({ status: 'waiting' });

      await internal('newsletter/address-change')
        .send({ from: 'before@example.org', to: 'after@example.org' })
        .expect(200, { email: 'after@example.org', subscribed: true });
      expect(await subscriber('after@example.org')).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
      expect(await subscriber('before@example.org')).toMatchObject({ status: 'unsubscribed' });
    });

    it('subscribes nobody when the old address did not receive the newsletter', async () => {
      await api().post('/api/newsletter/subscribe').send({ email: 'waiting@example.org' }).expect(202);
      await internal('newsletter/address-change')
        .send({ from: 'waiting@example.org', to: 'fresh@example.org' })
        .expect(200, { email: 'fresh@example.org', subscribed: false });
      await internal('newsletter/address-change')
        .send({ from: 'never@example.org', to: 'fresh@example.org' })
        .expect(200, { email: 'fresh@example.org', subscribed: false });
      expect(await subscriber('fresh@example.org')).toBeNull();
      expect(await subscriber('waiting@example.org')).toMatchObject({ status: 'waiting' });
    });

    it('refuses the same address twice, a malformed one and a caller without the token', async () => {
      await subscribe(reader(12, 'same@example.org'));
      const same = await internal('newsletter/address-change')
        .send({ from: 'same@example.org', to: 'SAME@example.org' })
        .expect(400);
      expect(same.body.message).toBe('from and to must be different addresses.');
      await internal('newsletter/address-change').send({ from: 'same@example.org', to: 'nope' }).expect(400);
      await internal('newsletter/address-change').send({ from: 'same@example.org' }).expect(400);
      await api()
        .post('/api/internal/newsletter/address-change')
        .send({ from: 'same@example.org', to: 'other@example.org' })
        .expect(401);
      expect(await subscriber('same@example.org')).toMatchObject({ status: 'confirmed' });
      expect(await subscriber('other@example.org')).toBeNull();
    });
  });
});
