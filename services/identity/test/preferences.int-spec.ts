import request from 'supertest';
import { SECRET, startIdentity, type IdentityApp } from './identity-app.js';

describe('preferences and profile (PostgreSQL)', () => {
  let t: IdentityApp;
  let ada: string;
  let grace: string;

  const register = async (username: string) => {
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .send({ name: username, username, email: `${username}@example.org`, password: 'a-long-reader-secret' })
      .expect(201);
    return t.identity({ userId: res.body.id, isAdmin: false });
  };
  const get = (as: string) => request(t.server).get('/api/user/preferences').set('x-site-identity', as);
  const patch = (as: string, body: object) =>
    request(t.server).patch('/api/user/preferences').set('x-site-identity', as).send(body);

  beforeAll(async () => {
    t = await startIdentity();
    ada = await register('ada');
    grace = await register('grace');
  });

  afterAll(() => t?.close());

  it('answers 401 to visitors', async () => {
    await request(t.server).get('/api/user/preferences').expect(401);
    await request(t.server).patch('/api/user/preferences').send({ theme: 'dark' }).expect(401);
    await request(t.server).get('/api/user/profile').expect(401);
  });

  it('starts from the defaults, keeps what is changed and leaves the rest', async () => {
    expect((await get(ada).expect(200)).body).toEqual({ theme: 'system', reducedMotion: false });
    expect((await patch(ada, { theme: 'dark' }).expect(200)).body).toEqual({ theme: 'dark', reducedMotion: false });
    expect((await patch(ada, { reducedMotion: true }).expect(200)).body).toEqual({
      theme: 'dark',
      reducedMotion: true,
    });
    expect((await get(ada)).body).toEqual({ theme: 'dark', reducedMotion: true });
    expect((await get(grace)).body).toEqual({ theme: 'system', reducedMotion: false });
  });

  it.each([
    [{ theme: 'sepia' }, 'theme must be one of: light, dark, system.'],
    [{ theme: null }, 'theme must be one of: light, dark, system.'],
    [{ reducedMotion: 'yes' }, 'reducedMotion must be true or false.'],
    [{ font: 'large' }, 'property font should not exist'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = (await get(ada)).body;
    const res = await patch(ada, body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect((await get(ada)).body).toEqual(before);
  });

  it('answers the profile with the date the account was made', async () => {
    const res = await request(t.server).get('/api/user/profile').set('x-site-identity', ada).expect(200);
    expect(res.body).toMatchObject({ username: 'ada', email: 'ada@example.org' });
    expect(Date.now() - Date.parse(res.body.memberSince)).toBeLessThan(60_000);
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('changes the username, refusing one another account holds in any case', async () => {
    const edit = (body: object) => request(t.server).patch('/api/user/profile').set('x-site-identity', ada).send(body);
    expect((await edit({ username: 'GRACE' }).expect(409)).body.message).toBe('That username is already taken.');
    expect((await edit({ username: 'a b' }).expect(400)).body.message).toEqual([
      'Username may hold only letters, digits, dots, dashes and underscores.',
    ]);
    expect((await edit({ username: 'Ada' }).expect(200)).body.username).toBe('Ada');
    expect((await edit({ username: 'countess', name: 'Ada Lovelace' }).expect(200)).body).toMatchObject({
      username: 'countess',
      name: 'Ada Lovelace',
    });
  });
});
