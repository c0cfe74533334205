import request from 'supertest';
import { ADMIN_PASSWORD, SECRET, startIdentity, type IdentityApp } from './identity-app.js';

describe('identity access rules (PostgreSQL)', () => {
  let t: IdentityApp;
  let userId: number;
  let adminId: number;

  beforeAll(async () => {
    t = await startIdentity();
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .send({ name: 'Grace Hopper', username: 'grace', email: 'grace@example.org', password: 'cobol-compiler-59' });
    userId = res.body.id;
    const admin = await request(t.server)
      .post('/api/internal/verify-credentials')
      .set('x-internal-token', SECRET)
      .send({ username: 'admin@localhost', password: ADMIN_PASSWORD });
    adminId = admin.body.id;
  });

  afterAll(() => t?.close());

  it('created the administrator from ADMIN_PASSWORD on first start', () => {
    expect(adminId).toEqual(expect.any(Number));
  });

  describe('internal endpoints', () => {
    it('answer 401 without the internal token and 403 with a wrong one', async () => {
      await request(t.server).get(`/api/internal/users/${userId}`).expect(401);
      await request(t.server).get(`/api/internal/users/${userId}`).set('x-internal-token', 'guess').expect(403);
      await request(t.server)
        .post('/api/internal/verify-credentials')
        .send({ username: 'grace', password: 'cobol-compiler-59' })
        .expect(401);
    });

    it('do not accept a signed identity instead of the token', async () => {
      await request(t.server)
        .get(`/api/internal/users/${userId}`)
        .set('x-site-identity', t.identity({ userId: adminId, isAdmin: true }))
        .expect(401);
    });

    it('look a user up by id', async () => {
      const res = await request(t.server).get(`/api/internal/users/${userId}`).set('x-internal-token', SECRET);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: userId, username: 'grace', isAdmin: false });
      expect(res.body).not.toHaveProperty('passwordHash');
    });

    it('answer 404 for an unknown id and 400 for a malformed one', async () => {
      await request(t.server).get('/api/internal/users/999999').set('x-internal-token', SECRET).expect(404);
      await request(t.server).get('/api/internal/users/99999999999999').set('x-internal-token', SECRET).expect(404);
      await request(t.server).get('/api/internal/users/1.5').set('x-internal-token', SECRET).expect(400);
      await request(t.server).get('/api/internal/users/abc').set('x-internal-token', SECRET).expect(400);
    });
  });

  describe('the signed-in user', () => {
    it('reads their own account only with a signed identity', async () => {
      await request(t.server).get('/api/user/me').expect(401);
      await request(t.server).get('/api/user/me').set('x-site-identity', 'forged.identity').expect(401);
      const res = await request(t.server)
        .get('/api/user/me')
        .set('x-site-identity', t.identity({ userId, isAdmin: false }));
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('grace');
    });

    it('refuses a profile change without a signed identity', async () => {
      await request(t.server).patch('/api/user/profile').send({ name: 'Mallory' }).expect(401);
    });

    it('updates the name and picture, then removes the picture', async () => {
      const as = t.identity({ userId, isAdmin: false });
      const changed = await request(t.server)
        .patch('/api/user/profile')
        .set('x-site-identity', as)
        .send({ name: '  Rear Admiral Hopper ', profilePicture: 'https://example.org/grace.png' })
        .expect(200);
      expect(changed.body).toMatchObject({
        name: 'Rear Admiral Hopper',
        profilePicture: 'https://example.org/grace.png',
      });
      const cleared = await request(t.server)
        .patch('/api/user/profile')
        .set('x-site-identity', as)
        .send({ profilePicture: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ name: 'Rear Admiral Hopper', profilePicture: null });
    });

    it.each([
      ['a null name', { name: null }],
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['a 101-character name', { name: 'n'.repeat(101) }],
      ['an http picture', { profilePicture: 'http://example.org/a.png' }],
      ['a script picture', { profilePicture: 'javascript:alert(1)' }],
      ['a numeric picture', { profilePicture: 7 }],
      ['an extra field', { isAdmin: true }],
    ])('refuses %s with 400 and changes nothing', async (_label, body) => {
      const as = t.identity({ userId, isAdmin: false });
      const res = await request(t.server).patch('/api/user/profile').set('x-site-identity', as).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      const me = await request(t.server).get('/api/user/me').set('x-site-identity', as);
      expect(me.body).toMatchObject({ name: 'Rear Admiral Hopper', profilePicture: null, isAdmin: false });
    });
  });

  describe('admin user list', () => {
    it('answers 401 to visitors and 403 to other users', async () => {
      await request(t.server).get('/api/admin/users').expect(401);
      await request(t.server)
        .get('/api/admin/users')
        .set('x-site-identity', t.identity({ userId, isAdmin: false }))
        .expect(403);
    });

    it('pages through the users for the administrator', async () => {
      const as = t.identity({ userId: adminId, isAdmin: true });
      const first = await request(t.server).get('/api/admin/users?page=1&pageSize=1').set('x-site-identity', as);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(first.body.items).toHaveLength(1);
      const second = await request(t.server).get('/api/admin/users?page=2&pageSize=1').set('x-site-identity', as);
      expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
      expect(second.body.items[0]).not.toHaveProperty('passwordHash');
    });

    it.each(['pageSize=101', 'pageSize=0', 'page=abc', 'page=-1', 'page=1e30'])(
      'refuses %s with 400',
      async (query) => {
        const as = t.identity({ userId: adminId, isAdmin: true });
        await request(t.server).get(`/api/admin/users?${query}`).set('x-site-identity', as).expect(400);
      },
    );
  });

  it('reports health with the database up', async () => {
    const res = await request(t.server).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});
