import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { registerVerified, verificationCode, type NewReader } from './verified-reader.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let counter = 0;
function newReader(): NewReader {
  counter += 1;
  return {
    name: `Reader ${counter}`,
    username: `reader${counter}`,
    email: `reader${counter}@example.org`,
    password: `a-long-passphrase-${counter}0`,
  };
}

const resetTokenIn = (mail: ParsedMail) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];

describe('accounts through the gateway: verification, sessions and their ending', () => {
  let stack: GatewayStack;
  let app: string;
  const audienceInternal = (path: string) =>
    request(`http://127.0.0.1:${stack.ports.audience}`)
      .post(`/api/internal/${path}`)
      .set('x-internal-token', stack.env.INTERNAL_SECRET);
  /** The code of the latest mail asking to confirm `address` as an account's new one. */
  async function emailChangeCode(address: string): Promise<string> {
    const mail = await stack.inbox.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === address && /Confirm your new/.test(m.subject ?? ''),
    );
    return /\b(\d{6})\b/.exec(mail.text ?? '')![1];
  }

  /** A second, separately logged-in session of the reader, from another browser. */
  async function otherDevice(reader: NewReader) {
    const agent = request.agent(app);
    await agent
      .post('/api/login')
      .set('user-agent', SAFARI)
      .send({ username: reader.username, password: reader.password })
      .expect(200);
    return agent;
  }

  beforeAll(async () => {
    stack = await startGatewayStack(4600);
    app = await stack.createGateway();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('refuses the login of an unverified account with the reason, resends the code and logs in by it', async () => {
    const reader = newReader();
    await request(app).post('/api/register').send(reader).expect(201);
    const refused = await request(app)
      .post('/api/login')
      .send({ username: reader.username, password: reader.password })
      .expect(403);
    expect(refused.body).toMatchObject({ reason: 'email-unverified' });
    expect(refused.headers['set-cookie']).toBeUndefined();

    const wrong = await request(app).post('/api/verify-email').send({ email: reader.email, code: '99999' }).expect(400);
    expect(JSON.stringify(wrong.body.message)).toMatch(/six digits/);
    const tooSoon = await request(app).post('/api/verify-email/resend').send({ email: reader.email }).expect(429);
    expect(tooSoon.body.message).toMatch(/wait a minute/);

    const agent = request.agent(app);
    const code = await verificationCode(stack.inbox, reader.email);
    await agent.post('/api/verify-email').set('user-agent', FIREFOX).send({ email: reader.email, code }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body.username).toBe(reader.username);
  });

  it("lists the reader's sessions with device and times, the current one marked, and ends one", async () => {
    const reader = newReader();
    const agent = request.agent(app).set('user-agent', FIREFOX);
    await registerVerified(agent, reader, stack.inbox);
    const phone = await otherDevice(reader);

    const sessions = (await agent.get('/api/account/sessions').expect(200)).body;
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Firefox on Linux', current: true }),
        expect.objectContaining({ device: 'Safari on iPhone', current: false }),
      ]),
    );
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const other = sessions.find((session: { current: boolean }) => !session.current);
    // Another reader cannot end it.
    const stranger = request.agent(app);
    await registerVerified(stranger, newReader(), stack.inbox);
    await stranger.delete(`/api/account/sessions/${other.id}`).expect(404);
    await phone.get('/api/user').expect(200);

    await agent.delete(`/api/account/sessions/${other.id}`).expect(200);
    await phone.get('/api/user').expect(401);
    await agent.get('/api/user').expect(200);
    expect((await agent.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
    await request(app).get('/api/account/sessions').expect(401);
  });

  it('ends the other sessions, not the current one, when the password changes', async () => {
    const reader = newReader();
    const agent = request.agent(app);
    await registerVerified(agent, reader, stack.inbox);
    const phone = await otherDevice(reader);

    await agent
      .post('/api/account/password')
      .send({ currentPassword: 'not-the-password', newPassword: 'a-brand-new-secret-4' })
      .expect(403);
    await phone.get('/api/user').expect(200);

    const changed = await agent
      .post('/api/account/password')
      .send({ currentPassword: reader.password, newPassword: 'a-brand-new-secret-4' })
      .expect(200);
    expect(changed.headers['x-end-sessions']).toBeUndefined();
    await phone.get('/api/user').expect(401);
    await agent.get('/api/user').expect(200);
    await request(app)
      .post('/api/login')
      .send({ username: reader.username, password: 'a-brand-new-secret-4' })
      .expect(200);
  });

  it('ends every session of the account, on any device, when the password is reset by mail', async () => {
    const reader = newReader();
    const agent = request.agent(app);
    await registerVerified(agent, reader, stack.inbox);
    const phone = await otherDevice(reader);

    await request(app).post('/api/account/password-reset').send({ email: reader.email }).expect(200);
    const mail = await stack.inbox.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === reader.email && /Reset your/.test(m.subject ?? ''),
    );
    const reset = await request(app)
      .post('/api/account/password-reset/confirm')
      .send({ token: resetTokenIn(mail), password: 'a-brand-new-secret-5' })
      .expect(200);
    expect(reset.headers['x-end-sessions']).toBeUndefined();
    await agent.get('/api/user').expect(401);
    await phone.get('/api/user').expect(401);
    await request(app)
      .post('/api/login')
      .send({ username: reader.username, password: 'a-brand-new-secret-5' })
      .expect(200);
  });

  it('limits reset requests per address with 429', async () => {
    const email = 'limited@example.org';
    for (let i = 0; i < 5; i += 1) await request(app).post('/api/account/password-reset').send({ email }).expect(200);
    const blocked = await request(app).post('/api/account/password-reset').send({ email }).expect(429);
    expect(blocked.body.message).toMatch(/Too many attempts/);
  });

  it('deletes the account with its learning data, chat and newsletter only with the password, and logs out everywhere', async () => {
    const reader = newReader();
    const agent = request.agent(app);
    const { id } = await registerVerified(agent, reader, stack.inbox);
    const phone = await otherDevice(reader);
    await agent.post('/api/games/results').send({ game: 'minesweeper', level: 'expert', timeMs: 300_000 }).expect(201);
    expect((await agent.get('/api/games/results/me').expect(200)).body).not.toEqual([]);
    await agent.post('/api/chat/conversations').send({ body: 'A question for the author' }).expect(201);
    await agent.put('/api/newsletter/subscription').send({ subscribed: true }).expect(200);

    await agent.delete('/api/account').send({ password: 'not-the-password' }).expect(403);
    await agent.delete('/api/account').send({}).expect(400);
    await agent.get('/api/user').expect(200);

    await agent.delete('/api/account').send({ password: reader.password }).expect(200);
    await agent.get('/api/user').expect(401);
    await phone.get('/api/user').expect(401);
    await request(app).post('/api/login').send({ username: reader.username, password: reader.password }).expect(401);

    // Asked again, the learn service finds nothing left of the reader: the deletion took the game result.
    const again = await request(`http://127.0.0.1:${stack.ports.learn}`)
      .delete(`/api/internal/account-data/${String(id)}`)
      .set('x-internal-token', stack.env.INTERNAL_SECRET)
      .expect(200);
    expect(again.body).toEqual({ attempts: 0, enrolments: 0, lessonCompletions: 0, gameResults: 0 });
    // The audience service likewise: the deletion took the conversation and the subscription.
    const audienceAgain = await audienceInternal(`account-data/${String(id)}/deletion`)
      .send({ email: reader.email })
      .expect(200);
    expect(audienceAgain.body).toEqual({ conversations: 0, messages: 0, subscriptions: 0 });
  });

  it.each(['learn', 'audience'] as const)(
    'keeps the account while the %s service is down, and deletes it all once it is back',
    async (service) => {
      const down = await stack.createGateway({ [`${service.toUpperCase()}_URL`]: 'http://127.0.0.1:9' });
      const reader = newReader();
      const healthy = request.agent(app);
      const { id } = await registerVerified(healthy, reader, stack.inbox);
      await healthy.post('/api/chat/conversations').send({ body: 'Still here?' }).expect(201);
      await healthy.put('/api/newsletter/subscription').send({ subscribed: true }).expect(200);
      const agent = request.agent(down);
      await agent.post('/api/login').send({ username: reader.username, password: reader.password }).expect(200);

      const refused = await agent.delete('/api/account').send({ password: reader.password }).expect(503);
      expect(refused.body.message).toBe(
        service === 'learn'
          ? 'The learn service is unavailable right now. Please try again shortly.'
          : 'Your conversations and newsletter subscription could not be deleted. Your account is still there; please try again.',
      );
      await agent.get('/api/user').expect(200);
      await healthy.get('/api/user').expect(200);
      // The audience service lost nothing: its turn never came, or it failed before deleting.
      expect((await healthy.get('/api/chat/conversations').expect(200)).body).toHaveLength(1);
      expect((await healthy.get('/api/newsletter/subscription').expect(200)).body.subscribed).toBe(true);

      await healthy.delete('/api/account').send({ password: reader.password }).expect(200);
      await agent.get('/api/user').expect(401);
      const left = await audienceInternal(`account-data/${String(id)}/deletion`).send({ email: reader.email });
      expect(left.body).toEqual({ conversations: 0, messages: 0, subscriptions: 0 });
    },
  );

  it("moves the newsletter subscription to the account's new address, which the session carries at once", async () => {
    const reader = newReader();
    const agent = request.agent(app);
    await registerVerified(agent, reader, stack.inbox);
    const phone = await otherDevice(reader);
    await agent.put('/api/newsletter/subscription').send({ subscribed: true }).expect(200);
    const newEmail = `moved-${reader.email}`;

    await agent.post('/api/account/email').send({ email: newEmail, password: reader.password }).expect(200);
    const code = await emailChangeCode(newEmail);
    await agent.post('/api/account/email/verify').send({ code: 'abc' }).expect(400);
    const changed = await agent.post('/api/account/email/verify').send({ code }).expect(200);
    expect(changed.body).toMatchObject({ username: reader.username, email: newEmail });

    expect((await agent.get('/api/newsletter/subscription').expect(200)).body).toEqual({
      email: newEmail,
      subscribed: true,
    });
    // Another session carries the old address until it asks for the user; there it is subscribed no more.
    expect((await phone.get('/api/newsletter/subscription').expect(200)).body).toEqual({
      email: reader.email,
      subscribed: false,
    });
    await phone.get('/api/user').expect(200);
    expect((await phone.get('/api/newsletter/subscription').expect(200)).body.subscribed).toBe(true);
    expect(
      stack.inbox.mails.some(
        (m) => !Array.isArray(m.to) && m.to?.text === newEmail && /subscription/.test(m.subject ?? ''),
      ),
    ).toBe(false);
    await request(app).post('/api/account/email/verify').send({ code }).expect(401);
  });

  it('changes the address while the audience service is down, the subscription staying behind', async () => {
    const down = await stack.createGateway({ AUDIENCE_URL: 'http://127.0.0.1:9' });
    const reader = newReader();
    const agent = request.agent(down);
    await registerVerified(agent, reader, stack.inbox);
    const newEmail = `elsewhere-${reader.email}`;
    await agent.post('/api/account/email').send({ email: newEmail, password: reader.password }).expect(200);
    const code = await emailChangeCode(newEmail);
    expect((await agent.post('/api/account/email/verify').send({ code }).expect(200)).body.email).toBe(newEmail);
    expect((await agent.get('/api/user').expect(200)).body.email).toBe(newEmail);
  });

  it('never forwards the internal routes of the learn service', async () => {
    await request(app).delete('/api/internal/account-data/1').expect(404);
  });
});
