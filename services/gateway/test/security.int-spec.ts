import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { registerVerified } from './verified-reader.js';

const ATTACKER = {
  name: 'Mallory',
  username: 'mallory',
  email: 'mallory@example.org',
  password: 'a-long-passphrase-3',
};
const VICTIM = { name: 'Victor', username: 'victor', email: 'victor@example.org', password: 'a-long-passphrase-4' };
const EVIL = 'https://evil.example';
const PARTNER = 'https://partner.example';

/** The `name=value` of the session cookie an answer sets (after the one that clears a replaced session). */
const sessionCookie = (response: request.Response) =>
  ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => !cookie.endsWith('='))
    .at(-1);

const login = (app: string, { username, password }: typeof VICTIM, cookie?: string) => {
  const call = request(app).post('/api/login');
  return (cookie ? call.set('cookie', cookie) : call).send({ username, password }).expect(200);
};

describe('attacks on requests and sessions through the gateway', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4820);
    app = await stack.createGateway({ CORS_ORIGINS: PARTNER });
    await registerVerified(request.agent(app), ATTACKER, stack.inbox);
    await registerVerified(request.agent(app), VICTIM, stack.inbox);
  }, 180_000);
  afterAll(() => stack?.stop());

  describe('a state change sent by a page of another site', () => {
    const bookmark = { kind: 'essay', target: 'what-proof-cannot-reach', title: 'Kept?', path: '/essay/x' };
    const bookmarks = async (cookie: string) =>
      (await request(app).get('/api/bookmarks').set('cookie', cookie).expect(200)).body as { title: string }[];

    it.each([
      ['its Origin', { origin: EVIL }],
      ['Sec-Fetch-Site alone', { 'sec-fetch-site': 'cross-site' }],
    ])('is refused by %s with a 403 and a message, and stores nothing', async (_by, headers) => {
      const cookie = sessionCookie(await login(app, VICTIM))!;
      for (const [method, path, body] of [
        ['post', '/api/bookmarks', bookmark],
        ['patch', '/api/user/profile', { name: 'Renamed by another site' }],
        ['post', '/api/logout', {}],
      ] as const) {
        const response = await request(app)[method](path).set('cookie', cookie).set(headers).send(body).expect(403);
        expect(response.body.message).toBe('Cross-site requests may not change anything here.');
      }
      expect(await bookmarks(cookie)).toEqual([]);
      expect((await request(app).get('/api/user').set('cookie', cookie).expect(200)).body.name).toBe(VICTIM.name);
    });

    it('is let through from this site and from an origin CORS_ORIGINS names', async () => {
      const cookie = sessionCookie(await login(app, VICTIM))!;
      for (const origin of [app, PARTNER]) {
        await request(app)
          .post('/api/bookmarks')
          .set('cookie', cookie)
          .set('origin', origin)
          .send({ ...bookmark, target: `from-${new URL(origin).port || 'partner'}` })
          .expect(201);
      }
      expect(await bookmarks(cookie)).toHaveLength(2);
    });
  });

  describe('session ids', () => {
    it('change at login, so a session id planted in a browser never becomes the victim’s', async () => {
      // The attacker's own valid session, and a made-up one, each planted before the victim logs in.
      const planted = sessionCookie(await login(app, ATTACKER))!;
      for (const cookie of [planted, 'sid=s%3Aplanted-by-mallory.signature']) {
        const victim = sessionCookie(await login(app, VICTIM, cookie))!;
        expect(victim).toBeDefined();
        expect(victim).not.toBe(cookie);
        expect((await request(app).get('/api/user').set('cookie', victim).expect(200)).body.username).toBe('victor');
      }
      // The planted session was replaced, not taken over: the attacker's copy of it is a visitor's now.
      await request(app).get('/api/user').set('cookie', planted).expect(401);
      await request(app).get('/api/user').set('cookie', 'sid=s%3Aplanted-by-mallory.signature').expect(401);
    });

    it('is dead once logged out: replayed on any replica, for reading or writing, it is a visitor’s', async () => {
      const cookie = sessionCookie(await login(app, VICTIM))!;
      await request(app).post('/api/logout').set('cookie', cookie).expect(200);
      const replica = await stack.createGateway();
      for (const gateway of [app, replica]) {
        await request(gateway).get('/api/user').set('cookie', cookie).expect(401);
        await request(gateway).get('/api/account/sessions').set('cookie', cookie).expect(401);
        await request(gateway).post('/api/bookmarks').set('cookie', cookie).send({}).expect(401);
      }
    });
  });

  describe('security headers', () => {
    let secure: string;
    let mp3: string;

    beforeAll(async () => {
      // Behind TLS (COOKIE_SECURE), with the learn service down so its answers are the gateway's 503.
      secure = await stack.createGateway({ COOKIE_SECURE: 'true', LEARN_URL: 'http://127.0.0.1:9' });
      mp3 = (await request(app).get('/api/podcast').expect(200)).body.episodes[0].audio.url;
    }, 120_000);

    const kinds = (): [string, string, number][] => [
      ['a page’s first HTML', '/', 200],
      ['an /api JSON answer', '/api/essays', 200],
      ['an /api 404', '/api/no-such-thing', 404],
      ['a page 404', '/no/such/page', 404],
      ['a 5xx of a service that is down', '/api/elearning/quizzes/standalone', 503],
      ['a static file', '/main.js', 200],
      ['a media file', mp3, 200],
      ['a feed', '/rss.xml', 200],
      ['a sitemap', '/sitemaps/essays.xml', 200],
    ];

    it('are on every kind of answer, with HSTS behind TLS', async () => {
      const missing: string[] = [];
      for (const [kind, path, status] of kinds()) {
        const response = await request(secure).get(path).buffer(true);
        const headers = response.headers;
        if (response.status !== status) missing.push(`${kind} answered ${response.status}`);
        if (!/default-src 'self'/.test(headers['content-security-policy'] ?? '')) missing.push(`${kind}: CSP`);
        if (headers['x-content-type-options'] !== 'nosniff') missing.push(`${kind}: nosniff`);
        if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') missing.push(`${kind}: referrer policy`);
        if (headers['strict-transport-security'] !== 'max-age=31536000; includeSubDomains')
          missing.push(`${kind}: HSTS`);
      }
      expect(missing).toEqual([]);
    });

    it('leave HSTS out without TLS, where it would pin a plain-HTTP site', async () => {
      for (const [, path] of kinds().filter(([, , status]) => status !== 503)) {
        const response = await request(app).get(path).buffer(true);
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });
});
