import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN_PASSWORD, SECRET, startIdentity, type IdentityApp } from './identity-app.js';

const PASSWORD = 'a-long-passphrase-7';

describe('the administrator and the accounts (PostgreSQL)', () => {
  let t: IdentityApp;
  let adminId: number;
  const ids: Record<string, number> = {};

  const internal = () => ({
    login: (username: string, password = PASSWORD) =>
      request(t.server)
        .post('/api/internal/verify-credentials')
        .set('x-internal-token', SECRET)
        .send({ username, password }),
    user: (id: number) => request(t.server).get(`/api/internal/users/${id}`).set('x-internal-token', SECRET),
  });
  const as = (userId: number, isAdmin: boolean) => t.identity({ userId, isAdmin });
  const asAdmin = () => as(adminId, true);
  const patch = (id: number | string, body: object, identity = asAdmin()) =>
    request(t.server).patch(`/api/admin/users/${id}`).set('x-site-identity', identity).send(body);

  async function register(name: string, username: string): Promise<number> {
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .send({ name, username, email: `${username}@example.org`, password: PASSWORD })
      .expect(201);
    const id = res.body.id as number;
    // Proved addresses, so that only the suspension stands between them and a login.
    await t.app.get(DataSource).query('UPDATE identity.users SET email_verified = true WHERE id = $1', [id]);
    return id;
  }

  beforeAll(async () => {
    t = await startIdentity();
    adminId = (await internal().login('admin@localhost', ADMIN_PASSWORD).expect(200)).body.id;
    ids.grace = await register('Grace Hopper', 'grace');
    ids.ada = await register('Ada Lovelace', 'ada');
    ids.percent = await register('Per Cent', 'per_cent');
  });

  afterAll(() => t?.close());

  describe.each([
    ['get', '/api/admin/users'],
    ['get', '/api/admin/users/stats'],
    ['patch', '/api/admin/users/2'],
    ['delete', '/api/admin/users/2/sessions'],
  ] as const)('%s %s', (method, path) => {
    it('answers 401 to visitors and 403 to readers', async () => {
      await request(t.server)[method](path).send({ suspended: true }).expect(401);
      const reader = as(ids.grace, false);
      await request(t.server)[method](path).set('x-site-identity', reader).send({ suspended: true }).expect(403);
    });
  });

  it('lists the accounts newest first, and searches names, usernames and emails in any case', async () => {
    const all = (await request(t.server).get('/api/admin/users').set('x-site-identity', asAdmin()).expect(200)).body;
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.items.map((user: { username: string }) => user.username)).toEqual(['per_cent', 'ada', 'grace', 'admin']);
    expect(all.items[0]).toEqual({
      id: ids.percent,
      name: 'Per Cent',
      username: 'per_cent',
      email: 'per_cent@example.org',
      profilePicture: null,
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      suspendedAt: null,
    });
    expect(all.items[0]).not.toHaveProperty('passwordHash');

    const search = async (q: string) =>
      (
        await request(t.server)
          .get(`/api/admin/users?q=${encodeURIComponent(q)}`)
          .set('x-site-identity', asAdmin())
          .expect(200)
      ).body.items.map((user: { username: string }) => user.username);
    expect(await search('LOVE')).toEqual(['ada']);
    expect(await search('grace@EXAMPLE')).toEqual(['grace']);
    expect(await search('  hop  ')).toEqual(['grace']);
    // LIKE's own characters are searched for as themselves.
    expect(await search('_')).toEqual(['per_cent']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
  });

  it('pages the search', async () => {
    const page = await request(t.server)
      .get('/api/admin/users?q=example.org&page=2&pageSize=2')
      .set('x-site-identity', asAdmin())
      .expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items.map((user: { username: string }) => user.username)).toEqual(['grace']);
  });

  it.each(['q=' + 'x'.repeat(101), 'q=%00', 'q=a&q=b', 'page=0', 'pageSize=101', 'page=abc'])(
    'refuses ?%s with 400',
    async (query) => {
      const res = await request(t.server)
        .get(`/api/admin/users?${query}`)
        .set('x-site-identity', asAdmin())
        .expect(400);
      expect(res.body.message).toBeTruthy();
    },
  );

  it('counts the accounts', async () => {
    const stats = await request(t.server).get('/api/admin/users/stats').set('x-site-identity', asAdmin()).expect(200);
    expect(stats.body).toEqual({ readers: 3, admins: 1, suspended: 0, newLast30Days: 4 });
  });

  it('suspends a reader: their sessions end, their login is refused with a reason, the gateway no longer finds them', async () => {
    const res = await patch(ids.grace, { suspended: true }).expect(200);
    expect(res.headers['x-end-sessions']).toBe(String(ids.grace));
    expect(res.body).toMatchObject({ id: ids.grace, suspendedAt: expect.stringMatching(/^\d{4}-/) });

    const refused = await internal().login('grace').expect(403);
    expect(refused.body.message).toBe('This account is suspended.');
    // A wrong password tells nothing of the suspension.
    expect((await internal().login('grace', 'not-the-password-1').expect(401)).body.message).toBe(
      'Invalid username or password',
    );
    await internal().user(ids.grace).expect(404);
    const stats = await request(t.server).get('/api/admin/users/stats').set('x-site-identity', asAdmin());
    expect(stats.body.suspended).toBe(1);

    // Suspending again keeps the first time.
    const again = await patch(ids.grace, { suspended: true }).expect(200);
    expect(again.body.suspendedAt).toBe(res.body.suspendedAt);

    const lifted = await patch(ids.grace, { suspended: false }).expect(200);
    expect(lifted.headers['x-end-sessions']).toBeUndefined();
    expect(lifted.body.suspendedAt).toBeNull();
    await internal().login('grace').expect(200);
    await internal().user(ids.grace).expect(200);
  });

  it('never lets the administrator suspend themself', async () => {
    const res = await patch(adminId, { suspended: true }).expect(409);
    expect(res.body.message).toBe('You cannot suspend your own account.');
    await internal().login('admin@localhost', ADMIN_PASSWORD).expect(200);
  });

  it('makes and removes an administrator, ending their sessions each time so the role applies at once', async () => {
    const made = await patch(ids.ada, { isAdmin: true }).expect(200);
    expect(made.headers['x-end-sessions']).toBe(String(ids.ada));
    expect(made.body.isAdmin).toBe(true);
    expect((await internal().login('ada').expect(200)).body.isAdmin).toBe(true);

    const removed = await patch(ids.ada, { isAdmin: false }).expect(200);
    expect(removed.headers['x-end-sessions']).toBe(String(ids.ada));
    expect(removed.body.isAdmin).toBe(false);

    // Asking for the role an account already has changes nothing and ends nothing.
    const unchanged = await patch(ids.ada, { isAdmin: false }).expect(200);
    expect(unchanged.headers['x-end-sessions']).toBeUndefined();
  });

  it('never removes the last administrator who can log in', async () => {
    const res = await patch(adminId, { isAdmin: false }).expect(409);
    expect(res.body.message).toBe('The site needs at least one administrator who can log in.');
    expect((await internal().login('admin@localhost', ADMIN_PASSWORD).expect(200)).body.isAdmin).toBe(true);

    // A suspended administrator does not count: they cannot log in.
    await patch(ids.ada, { isAdmin: true }).expect(200);
    await patch(ids.ada, { suspended: true }).expect(200);
    await patch(adminId, { isAdmin: false }).expect(409);
    await patch(ids.ada, { suspended: false }).expect(200);

    // With another administrator the first may step down, and the other is then the last one.
    const stepDown = await patch(adminId, { isAdmin: false }).expect(200);
    expect(stepDown.headers['x-end-sessions']).toBe(String(adminId));
    await patch(ids.ada, { isAdmin: false }, as(ids.ada, true)).expect(409);
    await patch(adminId, { isAdmin: true }, as(ids.ada, true)).expect(200);
  });

  it('lets only one of two administrators removing each other at the same moment succeed', async () => {
    // Two administrators now: the admin and Ada.
    const answers = await Promise.all([
      patch(ids.ada, { isAdmin: false }, as(adminId, true)),
      patch(adminId, { isAdmin: false }, as(ids.ada, true)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const stats = await request(t.server).get('/api/admin/users/stats').set('x-site-identity', asAdmin());
    expect(stats.body.admins).toBe(1);
    // When Ada won, she gives the admin the role back for the tests after.
    if (answers[1].status === 200) await patch(adminId, { isAdmin: true }, as(ids.ada, true)).expect(200);
  });

  it('ends every session of an account, or every other one of the caller', async () => {
    const other = await request(t.server)
      .delete(`/api/admin/users/${ids.grace}/sessions`)
      .set('x-site-identity', asAdmin())
      .expect(200);
    expect(other.headers['x-end-sessions']).toBe(String(ids.grace));
    expect(other.body).toEqual({ message: 'Every session of this account has ended.' });
    const own = await request(t.server)
      .delete(`/api/admin/users/${adminId}/sessions`)
      .set('x-site-identity', asAdmin())
      .expect(200);
    expect(own.headers['x-end-sessions']).toBe(`${adminId};keep-current`);
    expect(own.body).toEqual({ message: 'Your other sessions have ended.' });
  });

  it.each([
    ['nothing to change', 'grace', {}],
    ['a role that is not true or false', 'grace', { isAdmin: 'yes' }],
    ['a suspension that is not true or false', 'grace', { suspended: 1 }],
    ['an unknown field', 'grace', { email: 'x@example.org' }],
    ['an id that is not a number', 'abc', { isAdmin: true }],
    ['an id of zero', '0', { isAdmin: true }],
  ])('refuses %s with 400 and changes nothing', async (_label, id, body) => {
    const target = id === 'grace' ? ids.grace : id;
    const res = await patch(target, body).expect(400);
    expect(res.body.message).toBeTruthy();
    expect(res.headers['x-end-sessions']).toBeUndefined();
    const grace = await internal().user(ids.grace).expect(200);
    expect(grace.body.isAdmin).toBe(false);
  });

  it('answers 404 for an account that does not exist', async () => {
    await patch(999_999, { isAdmin: true }).expect(404);
    await patch(99_999_999_999, { isAdmin: true }).expect(404);
    const res = await request(t.server)
      .delete('/api/admin/users/999999/sessions')
      .set('x-site-identity', asAdmin())
      .expect(404);
    expect(res.headers['x-end-sessions']).toBeUndefined();
  });
});
