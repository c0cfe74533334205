import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

describe('forwarding /api/* to the services', () => {
  let stack: GatewayStack;
  let app: string;
  let silent: http.Server;

  beforeAll(async () => {
    stack = await startGatewayStack(4370);
    app = await stack.createGateway();
    // A service that accepts connections but never answers.
    silent = http.createServer(() => undefined).listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    silent?.closeAllConnections();
    silent?.close();
    await stack?.stop();
  });

  it('answers /api/essays from the content service with its total', async () => {
    const response = await request(app).get('/api/essays?sortBy=title').expect(200);
    expect(response.body.length).toBeGreaterThanOrEqual(12);
    expect(Number(response.headers['x-total-count'])).toBe(response.body.length);
    const titles = response.body.map((e: { title: string }) => e.title);
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
  });

  /**
   * Two reads of `path` that fall within the shared cache's one second. A pair that a busy machine spread past that
   * second proves nothing either way, so it is asked again once the entry has gone.
   */
  async function twoReadsWithinTheCacheSecond(path: string, ids: [string, string]) {
    for (let tries = 1; ; tries += 1) {
      const started = Date.now();
      const first = await request(app).get(path).set('x-request-id', ids[0]).expect(200);
      const second = await request(app).get(path).set('x-request-id', ids[1]).expect(200);
      if (Date.now() - started < 1_000 || tries === 5) return [first, second];
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
  }

  it('gives an anonymous reader the essay list again from its shared cache, as the content service allows', async () => {
    const [first, again] = await twoReadsWithinTheCacheSecond('/api/essays?sortBy=date', ['list.1', 'list.2']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers.age).toBeUndefined();
    expect(again.headers.age).toBeDefined();
    expect(again.body).toEqual(first.body);
  });

  it('answers each reader of a shared answer with its own request id', async () => {
    for (const path of ['/api/tags', '/api/essays?sortBy=popularity']) {
      const [first, second] = await twoReadsWithinTheCacheSecond(path, ['first-reader.1', 'second-reader_2']);
      expect(second.headers.age).toBeDefined();
      expect([first.headers['x-request-id'], second.headers['x-request-id']]).toEqual([
        'first-reader.1',
        'second-reader_2',
      ]);
      expect(second.headers['set-cookie']).toBeUndefined();
    }
  });

  it('passes a service 400 through unchanged', async () => {
    const response = await request(app).get('/api/essays?sortBy=colour').expect(400);
    expect(JSON.stringify(response.body.message)).toMatch(/sortBy/);
  });

  it('answers the learn service quizzes', async () => {
    const response = await request(app).get('/api/elearning/quizzes/standalone').expect(200);
    expect(response.body.map((q: { slug: string }) => q.slug)).toEqual(
      expect.arrayContaining(['physics-concepts', 'mathematics-concepts', 'numerical-iq-test', 'spatial-iq-test']),
    );
  });

  it('never forwards /api/internal', async () => {
    await request(app).post('/api/internal/verify-credentials').send({ username: 'a', password: 'b' }).expect(404);
  });

  it('answers 503 with a message when a service is down', async () => {
    const down = await stack.createGateway({ LEARN_URL: 'http://127.0.0.1:9' });
    const response = await request(down).get('/api/elearning/quizzes/standalone').expect(503);
    expect(response.body.message).toBe('The learn service is unavailable right now. Please try again shortly.');
    // The rest of the API keeps working, and health says which part is missing.
    await request(down).get('/api/tags').expect(200);
    const health = await request(down).get('/health').expect(200);
    expect(health.body).toMatchObject({ status: 'degraded', services: { learn: 'down', content: 'up' } });
  });

  it('answers 504 with a message when a service is too slow', async () => {
    const { port } = silent.address() as AddressInfo;
    const slow = await stack.createGateway({ CONTENT_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: '300' });
    const response = await request(slow).get('/api/essays').expect(504);
    expect(response.body.message).toBe('The content service took too long to answer. Please try again.');
  });

  it('reports every service in /health', async () => {
    const response = await request(app).get('/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'up',
      services: { identity: 'up', content: 'up', learn: 'up', audience: 'up' },
    });
  });

  it('describes the public API at /api/openapi.json', async () => {
    const expected = ['/api/login', '/api/register', '/api/logout', '/api/user', '/api/essays'];
    // A service whose document takes over two seconds (its first, on a busy machine) is left out of that answer and
    // asked again for the next.
    let paths: string[] = [];
    for (let attempt = 0; attempt < 5 && !expected.every((path) => paths.includes(path)); attempt++) {
      paths = Object.keys((await request(app).get('/api/openapi.json').expect(200)).body.paths);
    }
    expect(paths).toEqual(expect.arrayContaining(expected));
  });
});

describe('serving the site', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4390);
    app = await stack.createGateway();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('answers app routes with index.html and other paths with it under 404', async () => {
    const essays = await request(app).get('/essays').expect(200);
    expect(essays.text).toContain('<div id="root">');
    expect(essays.headers['cache-control']).toBe('no-cache');
    await request(app).get('/essay/what-proof-cannot-reach').expect(200);
    const missing = await request(app).get('/no/such/page').expect(404);
    expect(missing.text).toContain('<div id="root">');
  });

  it('caches hashed files for a year and the rest not at all', async () => {
    const hashed = await request(app).get('/app.0123456789.js').set('accept-encoding', 'identity').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(app).get('/main.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await request(app).get('/remotes/games/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it.each(['br', 'gzip'])('keeps a hashed file immutable when it is served %s-encoded', async (encoding) => {
    const hashed = await request(app).get('/app.0123456789.js').set('accept-encoding', encoding).expect(200);
    expect(hashed.headers['content-encoding']).toBe(encoding);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates an entry served brotli-encoded', async () => {
    const entry = await request(app).get('/main.js').set('accept-encoding', 'br').expect(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves /remotes.json from configuration, following changes without a restart', async () => {
    const first = await request(app).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ games: '/remotes/games/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    writeFileSync(stack.remotesFile, JSON.stringify({ games: 'https://cdn.example.org/games/v2/mf-manifest.json' }));
    // Every replica reads the release state again within a second; the deadline leaves room for a busy machine.
    let games = '';
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      games = (await request(app).get('/remotes.json').expect(200)).body.games;
      if (games !== first.body.games) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(games).toBe('https://cdn.example.org/games/v2/mf-manifest.json');
    // The content security policy lets the new origin's scripts in at once.
    const page = await request(app).get('/games').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.org/);
  });

  it('sends the security headers', async () => {
    const response = await request(app).get('/').expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses what it serves', async () => {
    const response = await request(app).get('/app.0123456789.js').set('accept-encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
