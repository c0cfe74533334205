import { IDENTITY_HEADER } from '@site/service-kit';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN_PASSWORD, SECRET, startIdentity, type IdentityApp } from './identity-app.js';
import { SmtpInbox } from '@site/mailer/testing';

const PASSWORD = 'a-long-reader-secret-9';

const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
const tokenIn = (mail: ParsedMail) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
const sentTo = (address: string, subject: RegExp) => (mail: ParsedMail) =>
  mail.to !== undefined && !Array.isArray(mail.to) && mail.to.text === address && subject.test(mail.subject ?? '');

describe('verification, reset, password and email change, deletion (PostgreSQL, real SMTP)', () => {
  let t: IdentityApp;
  let inbox: SmtpInbox;

  const internal = (method: 'post' | 'get' | 'delete', path: string) =>
    request(t.server)[method](`/api/internal/${path}`).set('x-internal-token', SECRET);
  const asUser = (userId: number, method: 'post' | 'get', path: string) =>
    request(t.server)
      [method](`/api/${path}`)
      .set(IDENTITY_HEADER, t.identity({ userId, isAdmin: false }));
  const login = (username: string, password = PASSWORD) =>
    internal('post', 'verify-credentials').send({ username, password });

  /** Registers an account and answers its id and the code mailed to it. */
  async function register(username: string): Promise<{ id: number; email: string; code: string }> {
    const email = `${username}@example.org`;
    const answer = await internal('post', 'register')
      .send({ name: `Reader ${username}`, username, email, password: PASSWORD })
      .expect(201);
    expect(answer.body).toEqual({
      requiresVerification: true,
      message: 'Please check your email for verification code',
      id: expect.any(Number),
    });
    const mail = await inbox.waitFor(sentTo(email, /verification code/));
    return { id: answer.body.id, email, code: codeIn(mail) };
  }

  async function verified(username: string): Promise<{ id: number; email: string }> {
    const { id, email, code } = await register(username);
    await internal('post', 'verify-email').send({ email, code }).expect(200);
    return { id, email };
  }

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startIdentity({ SMTP_URL: inbox.url });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  describe('email verification', () => {
    it('mails a six-digit code, refuses login until it is entered, then answers the user', async () => {
      const { id, email, code } = await register('ada');
      expect(code).toMatch(/^\d{6}$/);
      const refused = await login('ada').expect(403);
      expect(refused.body).toMatchObject({
        reason: 'email-unverified',
        message: expect.stringMatching(/verify your email/),
      });
      // A wrong password still gets the answer every wrong password gets.
      expect((await login('ada', 'not-the-password').expect(401)).body.message).toBe('Invalid username or password');

      const answer = await internal('post', 'verify-email').send({ email: email.toUpperCase(), code }).expect(200);
      expect(answer.body).toMatchObject({ id, username: 'ada', email });
      await login('ada').expect(200);
      // Used up: the same code does nothing more.
      await internal('post', 'verify-email').send({ email, code }).expect(400);
    });

    it('kills a code after five wrong tries, even for the right code, and limits resending', async () => {
      const { email, code } = await register('grace');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const answer = await internal('post', 'verify-email').send({ email, code: wrong }).expect(400);
        expect(answer.body.message).toMatch(/wrong or has expired/);
      }
      await internal('post', 'verify-email').send({ email, code }).expect(400);
      const resend = await internal('post', 'resend-verification').send({ email }).expect(429);
      expect(resend.body.message).toMatch(/wait a minute/);
    });

    it('answers a resend for an unknown or a verified address as for any other, and mails nothing', async () => {
      const before = inbox.mails.length;
      const unknown = await internal('post', 'resend-verification').send({ email: 'nobody@example.org' }).expect(200);
      const known = await internal('post', 'resend-verification').send({ email: 'ada@example.org' }).expect(200);
      expect(known.body).toEqual(unknown.body);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(inbox.mails.length).toBe(before);
    });

    it.each([
      ['five digits', { email: 'ada@example.org', code: '12345' }],
      ['letters', { email: 'ada@example.org', code: 'abcdef' }],
      ['no address', { code: '123456' }],
      ['an extra field', { email: 'ada@example.org', code: '123456', admin: true }],
    ])('refuses %s with 400', async (_label, body) => {
      await internal('post', 'verify-email').send(body).expect(400);
    });

    it('lets the administrator from ADMIN_EMAIL log in without a code', async () => {
      await login('admin@localhost', ADMIN_PASSWORD).expect(200);
    });
  });

  describe('password reset by mail', () => {
    it('mails a single-use link, ends every session of the account and sets the new password', async () => {
      const { id, email } = await verified('lin');
      const asked = await request(t.server).post('/api/account/password-reset').send({ email }).expect(200);
      const unknown = await request(t.server)
        .post('/api/account/password-reset')
        .send({ email: 'nobody@example.org' })
        .expect(200);
      expect(asked.body).toEqual(unknown.body);
      const mail = await inbox.waitFor(sentTo(email, /Reset your/));
      const token = tokenIn(mail);
      expect(mail.text).toContain(`/auth/reset?token=${token}`);

      const weak = await request(t.server)
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'password123' })
        .expect(400);
      expect(weak.body.message).toMatch(/too common/);

      const done = await request(t.server)
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'a-brand-new-secret-4' })
        .expect(200);
      expect(done.headers['x-end-sessions']).toBe(String(id));
      await login('lin').expect(401);
      await login('lin', 'a-brand-new-secret-4').expect(200);

      const again = await request(t.server)
        .post('/api/account/password-reset/confirm')
        .send({ token, password: 'yet-another-secret-5' })
        .expect(400);
      expect(again.body.message).toMatch(/invalid, used or expired/);
    });

    it('refuses a malformed token with 400', async () => {
      await request(t.server)
        .post('/api/account/password-reset/confirm')
        .send({ token: 'short', password: 'a-brand-new-secret-4' })
        .expect(400);
    });
  });

  describe('changes of the signed-in account', () => {
    it('changes the password only with the current one, keeping the current session, and sends a notice', async () => {
      const { id, email } = await verified('mary');
      const wrong = await asUser(id, 'post', 'account/password')
        .send({ currentPassword: 'not-the-password', newPassword: 'a-brand-new-secret-4' })
        .expect(403);
      expect(wrong.body.message).toBe('Your current password is not correct.');
      const changed = await asUser(id, 'post', 'account/password')
        .send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-secret-4' })
        .expect(200);
      expect(changed.headers['x-end-sessions']).toBe(`${id};keep-current`);
      await inbox.waitFor(sentTo(email, /password has changed/));
      await login('mary', 'a-brand-new-secret-4').expect(200);
    });

    it('changes the address only once the code mailed to the new one is entered, and tells the old one', async () => {
      const { id, email } = await verified('emmy');
      await asUser(id, 'post', 'account/email').send({ email: 'ada@example.org', password: PASSWORD }).expect(409);
      await asUser(id, 'post', 'account/email')
        .send({ email: 'noether@example.org', password: 'wrong-password' })
        .expect(403);
      await asUser(id, 'post', 'account/email').send({ email: 'Noether@Example.org', password: PASSWORD }).expect(200);
      const code = codeIn(await inbox.waitFor(sentTo('noether@example.org', /Confirm your new/)));
      // Until then the account keeps its address.
      expect((await asUser(id, 'get', 'user/me').expect(200)).body.email).toBe(email);

      await internal('post', `users/${id}/email-change`).send({ code: '12345' }).expect(400);
      const answer = await internal('post', `users/${id}/email-change`).send({ code }).expect(200);
      expect(answer.body).toEqual({
        user: expect.objectContaining({ id, email: 'noether@example.org' }),
        previousEmail: email,
      });
      const notice = await inbox.waitFor(sentTo(email, /address has changed/));
      expect(notice.text).toContain('noether@example.org');
      await login('noether@example.org').expect(200);
    });

    it('answers visitors 401', async () => {
      await request(t.server).post('/api/account/password').send({}).expect(401);
      await request(t.server).post('/api/account/email').send({}).expect(401);
    });

    it('leaves the confirmation of an address to the gateway', async () => {
      const { id } = await verified('sofia');
      await asUser(id, 'post', 'account/email/verify').send({ code: '123456' }).expect(404);
      await request(t.server).post(`/api/internal/users/${id}/email-change`).send({ code: '123456' }).expect(401);
    });
  });

  describe('deletion', () => {
    it('checks the password, then deletes the account with its bookmarks', async () => {
      const { id } = await verified('kurt');
      await asUser(id, 'post', 'bookmarks')
        .send({ kind: 'essay', target: 'on-doubt', title: 'On doubt', path: '/essay/on-doubt' })
        .expect(201);
      await internal('post', `users/${id}/deletion-check`).send({ password: 'wrong-password' }).expect(403);
      await internal('post', `users/${id}/deletion-check`).send({ password: PASSWORD }).expect(200);
      await internal('delete', `users/${id}`).expect(200);
      await internal('get', `users/${id}`).expect(404);
      await internal('delete', `users/${id}`).expect(404);
      const bookmarks = await t.app
        .get(DataSource)
        .query('SELECT count(*) AS n FROM identity.bookmarks WHERE user_id = $1', [id]);
      expect(Number(bookmarks[0].n)).toBe(0);
      await login('kurt').expect(401);
    });

    it('refuses to delete the only administrator', async () => {
      const admin = await login('admin@localhost', ADMIN_PASSWORD).expect(200);
      const refused = await internal('post', `users/${admin.body.id}/deletion-check`)
        .send({ password: ADMIN_PASSWORD })
        .expect(409);
      expect(refused.body.message).toMatch(/only administrator/);
    });
  });
});
