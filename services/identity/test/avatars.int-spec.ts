import { AVATAR_TOO_LARGE_TEXT, AVATAR_WRONG_TYPE_TEXT } from '@site/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SECRET, startIdentity, type IdentityApp } from './identity-app.js';

/** A real photo-like image with EXIF metadata, made by sharp. */
const photo = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Artist: 'Ada Lovelace', Copyright: 'secret-gps-place' } })
    .toFormat(format)
    .toBuffer();

describe('avatars (PostgreSQL)', () => {
  let t: IdentityApp;
  let db: DataSource;
  let ada: string;
  let adaId: number;

  const countAvatars = async () => Number((await db.query('SELECT count(*) AS n FROM identity.avatars'))[0].n);
  const upload = (as: string | null, bytes: Buffer, filename = 'me.png') => {
    const req = request(t.server).put('/api/user/avatar');
    if (as) req.set('x-site-identity', as);
    return req.attach('file', bytes, { filename, contentType: 'image/png' });
  };

  beforeAll(async () => {
    t = await startIdentity();
    db = t.app.get(DataSource);
    const res = await request(t.server)
      .post('/api/internal/register')
      .set('x-internal-token', SECRET)
      .send({ name: 'Ada', username: 'ada', email: 'ada@example.org', password: 'a-long-reader-secret' })
      .expect(201);
    adaId = res.body.id;
    ada = t.identity({ userId: adaId, isAdmin: false });
  });

  afterAll(() => t?.close());

  it('answers 401 to visitors and stores nothing', async () => {
    await upload(null, await photo('png')).expect(401);
    await request(t.server).delete('/api/user/avatar').expect(401);
    expect(await countAvatars()).toBe(0);
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, stores a 256 px WebP without metadata and serves it for good',
    async (format) => {
      const res = await upload(ada, await photo(format), `me.${format}`).expect(200);
      expect(res.body).toMatchObject({ id: adaId, username: 'ada' });
      expect(res.body.profilePicture).toMatch(new RegExp(`^/api/user/avatars/${adaId}-[0-9a-f]{16}\\.webp$`));

      const file = await request(t.server)
        .get(res.body.profilePicture)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect((file.body as Buffer).includes('secret-gps-place')).toBe(false);
      expect(await countAvatars()).toBe(1);
    },
  );

  it('gives each upload a new address; the old one is gone', async () => {
    const first = (await upload(ada, await photo('png')).expect(200)).body.profilePicture;
    const second = (await upload(ada, await photo('jpeg')).expect(200)).body.profilePicture;
    expect(second).not.toBe(first);
    await request(t.server).get(first).expect(404);
    await request(t.server).get(second).expect(200);
  });

  it('judges the type by content: a text file named .png is refused and nothing changes', async () => {
    const before = (await request(t.server).get('/api/user/me').set('x-site-identity', ada)).body.profilePicture;
    const res = await upload(ada, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'me.png').expect(400);
    expect(res.body.message).toBe(AVATAR_WRONG_TYPE_TEXT);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(ada, gif, 'me.png').expect(400)).body.message).toBe(AVATAR_WRONG_TYPE_TEXT);
    expect((await request(t.server).get('/api/user/me').set('x-site-identity', ada)).body.profilePicture).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and a clear message', async () => {
    const before = (await request(t.server).get('/api/user/me').set('x-site-identity', ada)).body.profilePicture;
    const big = Buffer.concat([await photo('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(ada, big).expect(413);
    expect(res.body.message).toBe(AVATAR_TOO_LARGE_TEXT);
    expect((await request(t.server).get('/api/user/me').set('x-site-identity', ada)).body.profilePicture).toBe(before);
  });

  it('refuses a request without a file', async () => {
    const res = await request(t.server).put('/api/user/avatar').set('x-site-identity', ada).send({}).expect(400);
    expect(res.body.message).toContain('multipart/form-data');
    await request(t.server).put('/api/user/avatar').set('x-site-identity', ada).field('other', 'x').expect(400);
  });

  it('removes the picture: the initials show again and the file is gone', async () => {
    const { profilePicture } = (await upload(ada, await photo('webp')).expect(200)).body;
    const res = await request(t.server).delete('/api/user/avatar').set('x-site-identity', ada).expect(200);
    expect(res.body.profilePicture).toBeNull();
    await request(t.server).get(profilePicture).expect(404);
    expect(await countAvatars()).toBe(0);
  });

  it.each(['nothing', '1-zz.webp', '99999999999-0123456789abcdef.webp', '1-0123456789abcdef.png'])(
    'answers 404 for the file name %s',
    async (name) => {
      await request(t.server).get(`/api/user/avatars/${name}`).expect(404);
    },
  );
});
