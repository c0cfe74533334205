import { DataSource } from 'typeorm';
import request from 'supertest';
import { SECRET, startIdentity, type IdentityApp } from './identity-app.js';

const essay = { kind: 'essay', target: 'on-doubt', title: 'On doubt', path: '/essay/on-doubt' };
const course = {
  kind: 'course',
  target: 'logic-and-proof',
  title: 'Logic and proof',
  path: '/courses/logic-and-proof',
};

describe('bookmarks (PostgreSQL)', () => {
  let t: IdentityApp;
  let ada: string;
  let grace: string;
  let adaId: number;
  let db: DataSource;

  const register = async (username: string) => {
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .send({ name: username, username, email: `${username}@example.org`, password: 'a-long-reader-secret' })
      .expect(201);
    return res.body.id as number;
  };
  const countBookmarks = async () => Number((await db.query('SELECT count(*) AS n FROM identity.bookmarks'))[0].n);
  const list = (as: string) => request(t.server).get('/api/bookmarks').set('x-site-identity', as);
  const add = (as: string, body: object) =>
    request(t.server).post('/api/bookmarks').set('x-site-identity', as).send(body);
  const remove = (as: string, id: number | string) =>
    request(t.server).delete(`/api/bookmarks/${id}`).set('x-site-identity', as);

  beforeAll(async () => {
    t = await startIdentity();
    db = t.app.get(DataSource);
    adaId = await register('ada');
    ada = t.identity({ userId: adaId, isAdmin: false });
    grace = t.identity({ userId: await register('grace'), isAdmin: false });
  });

  afterAll(() => t?.close());

  it('answers 401 to visitors and forged identities', async () => {
    await request(t.server).get('/api/bookmarks').expect(401);
    await request(t.server).post('/api/bookmarks').send(essay).expect(401);
    await request(t.server).delete('/api/bookmarks/1').expect(401);
    await list('forged.identity').expect(401);
    expect(await countBookmarks()).toBe(0);
  });

  it('starts empty, saves, lists newest first and saves the same item only once', async () => {
    expect((await list(ada).expect(200)).body).toEqual([]);

    const first = await add(ada, essay).expect(201);
    expect(first.body).toEqual({ id: expect.any(Number), ...essay, createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(first.body.createdAt))).toBe(false);
    await add(ada, course).expect(201);

    const again = await add(ada, { ...essay, title: 'Another title' }).expect(200);
    expect(again.body).toEqual(first.body);

    const listed = await list(ada).expect(200);
    expect(listed.body.map((bookmark: { target: string }) => bookmark.target)).toEqual(['logic-and-proof', 'on-doubt']);
    expect(listed.body[1]).toEqual(first.body);
    expect(await countBookmarks()).toBe(2);
  });

  it("keeps another reader's bookmarks invisible and out of reach", async () => {
    const own = await add(grace, essay).expect(201);
    expect((await list(grace)).body).toEqual([own.body]);
    expect((await list(ada)).body.map((bookmark: { id: number }) => bookmark.id)).not.toContain(own.body.id);

    const refused = await remove(ada, own.body.id).expect(404);
    expect(refused.body.message).toBe('Bookmark not found.');
    expect((await list(grace)).body).toEqual([own.body]);
  });

  it('removes a bookmark with 204, then answers 404 for it', async () => {
    const [newest] = (await list(ada)).body as { id: number }[];
    const removed = await remove(ada, newest.id).expect(204);
    expect(removed.text).toBe('');
    expect((await list(ada)).body.map((bookmark: { id: number }) => bookmark.id)).not.toContain(newest.id);
    await remove(ada, newest.id).expect(404);
  });

  it.each([
    ['99999999999', 404],
    ['0', 404],
    ['abc', 400],
    ['1.5', 400],
  ])('answers DELETE /api/bookmarks/%s with %i', async (id, status) => {
    const before = await countBookmarks();
    const res = await remove(ada, id).expect(status);
    expect(res.body.message).toBeTruthy();
    expect(await countBookmarks()).toBe(before);
  });

  it.each([
    ['an unknown kind', { ...essay, kind: 'podcast' }, 'kind must be one of'],
    ['no kind', { target: 'x', title: 'X', path: '/x' }, 'kind must be one of'],
    ['a numeric target', { ...essay, target: 42 }, 'target must be text.'],
    ['a target with a space', { ...essay, target: 'on doubt' }, 'target must be a slug or id'],
    ['a 201-character target', { ...essay, target: 'a'.repeat(201) }, 'target must be 1 to 200 characters.'],
    ['a title of spaces', { ...essay, title: '   ' }, 'title must be 1 to 300 characters.'],
    ['a 301-character title', { ...essay, title: 't'.repeat(301) }, 'title must be 1 to 300 characters.'],
    ['a numeric title', { ...essay, title: 7 }, 'title must be text.'],
    ['no path', { kind: 'essay', target: 'x', title: 'X' }, 'path must be text.'],
    ['a 501-character path', { ...essay, path: `/${'p'.repeat(500)}` }, 'path must be at most 500 characters.'],
    ['a path of another host', { ...essay, path: '//evil.example/essay' }, 'path must be a path of this site'],
    ['a path with a backslash', { ...essay, path: '/\\evil.example' }, 'path must be a path of this site'],
    ['a full address', { ...essay, path: 'https://evil.example/' }, 'path must be a path of this site'],
    ['an extra field', { ...essay, target: 'other', userId: 1 }, 'property userId should not exist'],
  ])('refuses %s with 400 and a message, storing nothing', async (_label, body, message) => {
    const before = await countBookmarks();
    const res = await add(ada, body).expect(400);
    expect(String(res.body.message)).toContain(message);
    expect(await countBookmarks()).toBe(before);
  });

  it("takes a reader's bookmarks with their account, and refuses a save for an account that is gone", async () => {
    expect((await list(ada)).body).not.toHaveLength(0);
    await db.query('DELETE FROM identity.users WHERE id = $1', [adaId]);
    expect((await list(ada)).body).toEqual([]);
    await add(ada, essay).expect(401);
    expect((await list(grace)).body).toHaveLength(1);
  });
});
