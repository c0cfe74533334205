import request from 'supertest';
import { DataSource } from 'typeorm';
import { startIdentity, SECRET, type IdentityApp } from './identity-app.js';

const registration = { name: 'Ada Lovelace', username: 'Ada', email: 'Ada@Example.org', password: 'analytical-1843' };

describe('identity credentials (PostgreSQL)', () => {
  let t: IdentityApp;
  const post = (path: string, body: unknown) =>
    request(t.server)
      .post(`/api/internal/${path}`)
      .set('x-internal-token', SECRET)
      .send(body as object);

  beforeAll(async () => {
    t = await startIdentity();
  });

  afterAll(() => t?.close());

  it('registers and, once the address is verified, verifies by username or email', async () => {
    const created = await post('register', registration).expect(201);
    expect(created.body).toEqual({ requiresVerification: true, message: expect.any(String), id: expect.any(Number) });
    // The mailed code is tested in account-security.int-spec.ts; here the address counts as proved.
    await t.app
      .get(DataSource)
      .query('UPDATE identity.users SET email_verified = true WHERE id = $1', [created.body.id]);
    const byName = await post('verify-credentials', { username: 'ada', password: registration.password }).expect(200);
    expect(byName.body).toEqual({
      id: created.body.id,
      name: 'Ada Lovelace',
      username: 'Ada',
      email: 'ada@example.org',
      profilePicture: null,
      isAdmin: false,
    });
    const byEmail = await post('verify-credentials', { username: 'ADA@example.org', password: registration.password });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.id).toBe(created.body.id);
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const wrong = await post('verify-credentials', { username: 'Ada', password: 'not-the-password' }).expect(401);
    const unknown = await post('verify-credentials', { username: 'nobody', password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('refuses a taken username in any case and a taken email with 409', async () => {
    const before = await t.countUsers();
    const username = await post('register', { ...registration, username: 'ADA', email: 'new@example.org' }).expect(409);
    expect(username.body.message).toBe('That username is already taken.');
    const email = await post('register', { ...registration, username: 'ada2', email: 'ada@EXAMPLE.org' }).expect(409);
    expect(email.body.message).toBe('An account with that email already exists.');
    expect(await t.countUsers()).toBe(before);
  });

  it.each([
    ['a missing password', { password: undefined }, /Password/],
    ['a number for username', { username: 12345 }, /Username/],
    ['a 129-character password', { password: 'p'.repeat(129) }, /at most 128/],
    ['a 101-character name', { name: 'n'.repeat(101) }, /Name must be 1 to 100/],
    ['an extra field', { isAdmin: true }, /isAdmin should not exist/],
    ['a common password', { password: 'Password123' }, /too common/],
    ['a malformed email', { email: 'not-an-email' }, /valid email/],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const before = await t.countUsers();
    const body = { ...registration, username: 'fresh_user', email: 'fresh@example.org', ...change };
    const res = await post('register', body).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
    expect(await t.countUsers()).toBe(before);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'register me'],
  ])('answers a body that is %s with 400', async (_label, body) => {
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
  });

  it('refuses wrong-typed login fields with 400', async () => {
    await post('verify-credentials', { username: 42, password: 'x' }).expect(400);
    await post('verify-credentials', { username: 'Ada' }).expect(400);
  });
});
