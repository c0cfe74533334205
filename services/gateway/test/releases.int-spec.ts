import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  AREA_ERRORS_HEADER,
  COHORT_COOKIE,
  DRAWN_REMOTES_HEADER,
  FEDERATION_CONTRACT_VERSION,
  FIRST_AREA_ERROR_HEADER,
  RELEASE_MESSAGES,
  REMOTES_HEADER,
  type CreatedDeployToken,
  type ReleasesOverview,
  type RemoteReleaseState,
} from '@site/contracts';
import request from 'supertest';
import { gamesManifest } from '../src/features/releases/testing/games-manifest.js';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

const ADMIN = { username: 'admin@test.local', password: 'Admin-password-42' };

/** A CDN the teams upload builds to: each path answers its manifest. */
function fakeCdn(files: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return server;
}

/** The render process as the gateway sees it: it draws every page, and fails the areas of a build meant to fail. */
function fakeRenderer() {
  const asked: { address: string; remotes: Record<string, string> }[] = [];
  // Whether it says which remotes a page drew, as the real one does: off until the test of the renders' counts.
  const counting = { on: false };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://render');
    if (url.pathname === '/health') return res.writeHead(200).end('{}');
    const remotes = JSON.parse(String(req.headers[REMOTES_HEADER] ?? '{}')) as Record<string, string>;
    const address = url.searchParams.get('address') ?? '';
    asked.push({ address, remotes });
    const broken = Object.values(remotes).some((pointer) => pointer.includes('/render-fails/'));
    res
      .writeHead(200, {
        'content-type': 'text/html',
        [AREA_ERRORS_HEADER]: broken ? '1' : '0',
        ...(broken ? { [FIRST_AREA_ERROR_HEADER]: 'TypeError: cannot read the board' } : {}),
        ...(counting.on ? { [DRAWN_REMOTES_HEADER]: Object.keys(remotes).join(',') } : {}),
      })
      .end(`<!doctype html><title>${address}</title><p>drawn with ${remotes.games}</p>`);
  });
  return { server, asked, counting };
}

/**
 * `read` again every 200 ms until `done` accepts its answer or `ms` pass; the last answer. A replica writes the health
 * it counted every `HEALTH_FLUSH_MS` and judges the canaries then: what a report leads to comes a little later.
 */
async function eventually<T>(read: () => Promise<T>, done: (answer: T) => boolean, ms = 15_000): Promise<T> {
  let answer = await read();
  for (const deadline = Date.now() + ms; !done(answer) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await read();
  }
  return answer;
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe('remote releases through the gateway', () => {
  let stack: GatewayStack;
  let app: string;
  let cdn: string;
  let renderUrl: string;
  let admin: request.Agent;
  let gamesToken: string;
  let learnToken: string;
  const renderer = fakeRenderer();
  const cdnServer = fakeCdn({
    '/games/0.2.0/mf-manifest.json': gamesManifest('0.2.0'),
    '/games/0.3.0/mf-manifest.json': gamesManifest('0.3.0'),
    '/games/0.4.0/mf-manifest.json': gamesManifest('0.4.0'),
    '/games/wrong/mf-manifest.json': gamesManifest('9.9.9', (m) => {
      m.exposes = [{ name: 'App' }];
      m.metaData.buildInfo.contractVersion = FEDERATION_CONTRACT_VERSION + 1;
      m.shared = [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }];
    }),
    '/games/render-fails/mf-manifest.json': gamesManifest('0.2.1'),
  });
  const manifestAt = (build: string) => `${cdn}/games/${build}/mf-manifest.json`;
  const asToken = (token: string) => ({ authorization: `Bearer ${token}` });
  const remotesOf = async (cohort: string) =>
    (await request(app).get('/remotes.json').set('cookie', `${COHORT_COOKIE}=${cohort}`).expect(200)).body as Record<
      string,
      string
    >;
  const cohorts = Array.from({ length: 200 }, (_, i) => `visitor-${String(i).padStart(12, '0')}`);

  beforeAll(async () => {
    cdn = await listen(cdnServer);
    renderUrl = await listen(renderer.server);
    stack = await startGatewayStack(4940);
    // The shell's build says which singletons it provides.
    writeFileSync(path.join(stack.env.SHELL_DIR, 'shared-versions.json'), JSON.stringify({ react: '19.3.1' }));
    app = await stack.createGateway({ RENDER_URL: renderUrl, LOGIN_LIMIT_PER_IP: '100' });
    admin = request.agent(app);
    await admin.post('/api/login').send(ADMIN).expect(200);
    const made = async (remote: string, name: string) =>
      ((await admin.post('/api/admin/deploy-tokens').send({ remote, name }).expect(201)).body as CreatedDeployToken)
        .token;
    gamesToken = await made('games', 'games CI');
    learnToken = await made('learn', 'learn CI');
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    for (const server of [renderer.server, cdnServer]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('starts from the configuration of /remotes.json, and gives a new visitor a cohort cookie', async () => {
    const first = await request(app).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ games: '/remotes/games/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers['set-cookie'])).toMatch(new RegExp(`^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}; Max-Age=`));
    const overview = (await admin.get('/api/admin/releases').expect(200)).body as ReleasesOverview;
    expect(overview.remotes).toEqual([
      expect.objectContaining({
        remote: 'games',
        stable: expect.objectContaining({
          manifestUrl: '/remotes/games/mf-manifest.json',
          releasedBy: 'configuration',
        }),
        canary: null,
      }),
    ]);
    expect(overview.rule).toEqual({ minViews: 100, marginPoints: 2, minZ: 3 });
  });

  it('shows a deploy token once and keeps only its hash; a token releases its own remote only', async () => {
    const tokens = (await admin.get('/api/admin/deploy-tokens').expect(200)).body as object[];
    expect(tokens).toEqual([
      expect.objectContaining({ remote: 'games', name: 'games CI', lastUsedAt: null }),
      expect.objectContaining({ remote: 'learn', name: 'learn CI' }),
    ]);
    expect(JSON.stringify(tokens)).not.toContain(gamesToken);
    const refused = await request(app)
      .post('/api/releases')
      .set(asToken(learnToken))
      .send({ remote: 'games', manifestUrl: manifestAt('0.2.0'), percent: 10 })
      .expect(403);
    expect(refused.body.message).toBe(RELEASE_MESSAGES.wrongRemote('learn'));
    await request(app)
      .post('/api/releases/preflight')
      .send({ remote: 'games', manifestUrl: manifestAt('0.2.0') })
      .expect(401);
    const bad = await request(app)
      .post('/api/releases/preflight')
      .set(asToken('sdt_not-a-token'))
      .send({ remote: 'games', manifestUrl: manifestAt('0.2.0') })
      .expect(401);
    expect(bad.body.message).toBe(RELEASE_MESSAGES.badToken);
  });

  it('refuses a build with every reason its pre-flight found, and changes nothing', async () => {
    const report = await request(app)
      .post('/api/releases/preflight')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('wrong') })
      .expect(200);
    expect(report.body).toEqual({
      ok: false,
      version: '9.9.9',
      buildId: expect.stringMatching(/^[0-9a-f]{16}$/),
      reasons: [
        'It does not expose ./GameTeaser, which the shell mounts.',
        `It was built against contract version ${FEDERATION_CONTRACT_VERSION + 1}; the shell’s is ${FEDERATION_CONTRACT_VERSION}.`,
        'It needs react ^20.0.0; the shell provides 19.3.1.',
      ],
    });
    const missing = await request(app)
      .post('/api/releases')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('nowhere'), percent: 10 })
      .expect(422);
    expect(missing.body).toEqual({
      statusCode: 422,
      message: RELEASE_MESSAGES.refused,
      reasons: [`The manifest at ${manifestAt('nowhere')} could not be loaded (HTTP 404).`],
    });
    const rendered = await request(app)
      .post('/api/releases')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('render-fails'), percent: 10 })
      .expect(422);
    expect(rendered.body.reasons).toContain(
      'The server rendering of /games/sudoku left 1 area to the browser: TypeError: cannot read the board',
    );
    // The render process was asked for the remote's public pages with the candidate in place of the stable build.
    const checked = renderer.asked.filter((asked) => asked.remotes.games === manifestAt('render-fails'));
    expect(new Set(checked.map((asked) => asked.address))).toEqual(
      new Set([
        '/',
        '/games',
        '/games/sudoku',
        '/games/minesweeper',
        '/games/suguru',
        '/games/nonogram',
        '/games/crossword',
        '/games/space-invaders',
        '/game-of-life',
      ]),
    );
    expect(await remotesOf(cohorts[0])).toEqual({ games: '/remotes/games/mf-manifest.json' });
  });

  it('releases a canary to its share of visitors, each keeping their version, pages included', async () => {
    const released = await request(app)
      .post('/api/releases')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('0.2.0'), percent: 30 })
      .expect(201);
    const state = released.body as RemoteReleaseState;
    expect(state.canary).toMatchObject({
      percent: 30,
      release: { version: '0.2.0', commit: 'commit-0.2.0', releasedBy: 'games CI (deploy token)', status: 'canary' },
    });
    const canaryVisitors: string[] = [];
    for (const cohort of cohorts) {
      if ((await remotesOf(cohort)).games === manifestAt('0.2.0')) canaryVisitors.push(cohort);
    }
    expect(canaryVisitors.length / cohorts.length).toBeGreaterThan(0.2);
    expect(canaryVisitors.length / cohorts.length).toBeLessThan(0.4);
    // The same visitor, again: the same version.
    for (const cohort of canaryVisitors.slice(0, 5)) expect((await remotesOf(cohort)).games).toBe(manifestAt('0.2.0'));
    // Their page is drawn with the canary, everyone else's with the stable build.
    const stableVisitor = cohorts.find((cohort) => !canaryVisitors.includes(cohort))!;
    const canaryPage = await request(app)
      .get('/games')
      .set('cookie', `${COHORT_COOKIE}=${canaryVisitors[0]}`)
      .expect(200);
    const stablePage = await request(app).get('/games').set('cookie', `${COHORT_COOKIE}=${stableVisitor}`).expect(200);
    expect(canaryPage.text).toContain(`drawn with ${manifestAt('0.2.0')}`);
    expect(stablePage.text).toContain('drawn with /remotes/games/mf-manifest.json');
    // The content security policy lets the canary's origin load.
    expect(canaryPage.headers['content-security-policy']).toContain(`script-src 'self' ${cdn}`);
  });

  it('withdraws the canary by itself when its error rate is clearly worse, and tells the author', async () => {
    const report = (manifestUrl: string, views: number, errors: number) =>
      request(app)
        .post('/api/releases/health')
        .send({ counts: [{ remote: 'games', manifestUrl, views, errors }] })
        .expect(204);
    for (let i = 0; i < 20; i += 1) await report('/remotes/games/mf-manifest.json', 50, 0);
    await report(manifestAt('0.2.0'), 50, 5);
    await report(manifestAt('0.2.0'), 50, 5);
    // 10 errors in 100 views against 0 in 1,000 breaks the rule once the hundredth view is in; the replica writes
    // the counts and judges the canary within `HEALTH_FLUSH_MS`, then records and tells.
    const games = await eventually(
      async () => ((await admin.get('/api/admin/releases').expect(200)).body as ReleasesOverview).remotes[0],
      (state) => state.canary === null,
    );
    expect(games.canary).toBeNull();
    expect(games.history[0]).toMatchObject({
      version: '0.2.0',
      status: 'withdrawn',
      note: 'rolled back by its error rate: 10 errors in 100 views against 0 in 1,000',
    });
    expect((await remotesOf(cohorts[0])).games).toBe('/remotes/games/mf-manifest.json');
    const rolledBack = 'games 0.2.0 canary rolled back by its error rate: 10 errors in 100 views against 0 in 1,000';
    const audit = await eventually(
      async () =>
        ((await admin.get('/api/admin/audit?path=/api/releases').expect(200)).body.items as { summary: string }[]).map(
          (entry) => entry.summary,
        ),
      (summaries) => summaries.includes(rolledBack),
    );
    expect(audit).toEqual(expect.arrayContaining([rolledBack, 'games 0.2.0 released as a canary to 30 % of visitors']));
    const notice = { kind: 'notice', subject: 'The games canary was rolled back' };
    const inbox = await eventually(
      async () => ((await admin.get('/api/admin/inbox').expect(200)).body as { items: (typeof notice)[] }).items,
      (items) => items.some((item) => item.kind === notice.kind && item.subject === notice.subject),
    );
    expect(inbox).toEqual(expect.arrayContaining([expect.objectContaining(notice)]));
  });

  it('promotes a canary by hand, and rolls back to the stable release before it', async () => {
    await request(app)
      .post('/api/releases')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('0.3.0'), percent: 5 })
      .expect(201);
    const shared = await admin.put('/api/releases/games/canary').send({ percent: 100 }).expect(200);
    expect((shared.body as RemoteReleaseState).canary?.percent).toBe(100);
    expect((await remotesOf(cohorts[1])).games).toBe(manifestAt('0.3.0'));
    const promoted = (await admin.post('/api/releases/games/promote').expect(200)).body as RemoteReleaseState;
    expect(promoted.stable).toMatchObject({ version: '0.3.0', status: 'stable' });
    expect(promoted.canary).toBeNull();
    const again = await admin.post('/api/releases/games/promote').expect(409);
    expect(again.body.message).toBe(RELEASE_MESSAGES.noCanary('games'));
    const back = (await request(app).post('/api/releases/games/rollback').set(asToken(gamesToken)).expect(200))
      .body as RemoteReleaseState;
    expect(back.stable.manifestUrl).toBe('/remotes/games/mf-manifest.json');
    expect(back.history.find((release) => release.version === '0.3.0')?.status).toBe('withdrawn');
    expect((await remotesOf(cohorts[1])).games).toBe('/remotes/games/mf-manifest.json');
  });

  it('reaches another gateway replica without a restart', async () => {
    const replica = await stack.createGateway({ RENDER_URL: `http://127.0.0.1:${stack.ports.render}` });
    await request(app)
      .post('/api/releases')
      .set(asToken(gamesToken))
      .send({ remote: 'games', manifestUrl: manifestAt('0.4.0'), percent: 100 })
      .expect(201);
    const released = Date.now();
    let seen = '';
    while (Date.now() - released < 5_000) {
      seen = (await request(replica).get('/remotes.json').set('cookie', `${COHORT_COOKIE}=${cohorts[2]}`)).body.games;
      if (seen === manifestAt('0.4.0')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Within a second on a quiet machine (`STATE_TTL_MS`); the deadline leaves room for a busy one.
    expect(seen).toBe(manifestAt('0.4.0'));
  });

  it("counts the server's renders toward the canary's health, and a replica that stops writes what it counted", async () => {
    const canaryHealth = async () =>
      ((await admin.get('/api/admin/releases').expect(200)).body as ReleasesOverview).remotes[0].health.canary!;
    const before = await canaryHealth();
    renderer.counting.on = true;
    const replica = await stack.createGateway({ RENDER_URL: renderUrl });
    const replicaProcesses = stack.stacks.at(-1)!;
    // The 0.4.0 canary is every visitor's: each fresh page counts a view of it.
    for (const page of ['/games', '/games/sudoku', '/games/minesweeper']) {
      const answer = await request(replica).get(page).set('cookie', `${COHORT_COOKIE}=${cohorts[3]}`).expect(200);
      expect(answer.text).toContain(`drawn with ${manifestAt('0.4.0')}`);
    }
    // Stopped at once, before its next write is due: it writes its counts on the way out.
    await replicaProcesses.stop();
    expect(await canaryHealth()).toEqual({ views: before.views + 3, errors: before.errors });
  });

  it('refuses a revoked token', async () => {
    const tokens = (await admin.get('/api/admin/deploy-tokens').expect(200)).body as { id: number; name: string }[];
    const games = tokens.find((token) => token.name === 'games CI')!;
    expect(games).toMatchObject({ lastUsedAt: expect.any(String) });
    await admin.delete(`/api/admin/deploy-tokens/${games.id}`).expect(204);
    const refused = await request(app).post('/api/releases/games/rollback').set(asToken(gamesToken)).expect(401);
    expect(refused.body.message).toBe(RELEASE_MESSAGES.badToken);
    await admin.delete(`/api/admin/deploy-tokens/${games.id}`).expect(404);
  });
});
