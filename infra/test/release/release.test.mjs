import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ROOT } from '../../src/stack.mjs';

const SCRIPT = path.join(ROOT, 'infra', 'src', 'release', 'release.mjs');
const TOKEN = 'dt_games_secret';
const MANIFEST = 'https://cdn.example.org/games/42/mf-manifest.json';

const release = (manifestUrl, version, commit) => ({
  id: version === '0.1.0' ? 1 : 2,
  remote: 'games',
  manifestUrl,
  buildId: `build-${version}`,
  version,
  commit,
  releasedBy: 'games CI',
  releasedAt: '2026-11-21T10:00:00.000Z',
  status: version === '0.1.0' ? 'stable' : 'canary',
  note: null,
});

/** The state after a release of `percent`. */
function released(percent) {
  const stable = release('https://cdn.example.org/games/41/mf-manifest.json', '0.1.0', null);
  const canary = release(MANIFEST, '0.2.0', '5d6e7f8a9b0c1d2e3f405162738495a6b7c8d9e0');
  return {
    remote: 'games',
    stable,
    canary: { release: canary, percent, since: '2026-11-21T10:00:00.000Z' },
    health: { stable: { views: 0, errors: 0 }, canary: { views: 0, errors: 0 } },
    history: [canary, stable],
  };
}

/** The gateway's release API as the script meets it: each path answers as `routes` says, every request is kept. */
const gateway = { routes: {}, requests: [], server: createServer(), url: '' };
gateway.server.on('request', async (req, res) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  gateway.requests.push({ path: req.url, authorization: req.headers.authorization, body: JSON.parse(text) });
  const route = gateway.routes[`${req.method} ${req.url}`];
  const { status, body, type = 'application/json' } = route ? route(JSON.parse(text)) : { status: 404, body: {} };
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
});

const passingPreflight = () => ({
  status: 200,
  body: { ok: true, reasons: [], version: '0.2.0', buildId: 'build-0.2.0' },
});

/** Runs `command` with the site's address and token, but for what `env` changes or removes (`undefined`). */
function run(command, args, env = {}) {
  const base = { ...process.env, SITE_URL: gateway.url, DEPLOY_TOKEN: TOKEN };
  const child = spawn(command, args, {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries({ ...base, ...env }).filter(([, value]) => value !== undefined)),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const releaseGames = (args, env) => run(process.execPath, [SCRIPT, '--remote', 'games', ...args], env);

describe('the release script', () => {
  before(async () => {
    await new Promise((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    gateway.url = `http://127.0.0.1:${gateway.server.address().port}`;
  });
  after(() => gateway.server.close());
  beforeEach(() => {
    gateway.routes = {};
    gateway.requests = [];
  });

  it("pre-flights the build and releases it as a canary, through the remote's npm script", async () => {
    gateway.routes['POST /api/releases/preflight'] = passingPreflight;
    gateway.routes['POST /api/releases'] = ({ percent }) => ({ status: 201, body: released(percent) });

    const { code, stdout, stderr } = await run('npm', [
      'run',
      'release',
      '--silent',
      '-w',
      'remotes/games',
      '--',
      MANIFEST,
      '--percent',
      '25',
    ]);

    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.deepEqual(gateway.requests, [
      {
        path: '/api/releases/preflight',
        authorization: `Bearer ${TOKEN}`,
        body: { remote: 'games', manifestUrl: MANIFEST },
      },
      {
        path: '/api/releases',
        authorization: `Bearer ${TOKEN}`,
        body: { remote: 'games', manifestUrl: MANIFEST, percent: 25 },
      },
    ]);
    assert.equal(
      stdout,
      [
        'Pre-flight passed: games 0.2.0, build build-0.2.0.',
        'Released as a canary:',
        '  remote: games',
        '  stable: 0.1.0, https://cdn.example.org/games/41/mf-manifest.json',
        `  canary: 0.2.0 (commit 5d6e7f8), ${MANIFEST}, 25% of visitors`,
        'Promote it or roll it back in the admin area’s Releases screen.',
        '',
      ].join('\n'),
    );
  });

  it('prints every reason of a refused pre-flight, releases nothing and exits 1', async () => {
    gateway.routes['POST /api/releases/preflight'] = () => ({
      status: 200,
      body: {
        ok: false,
        reasons: ['The manifest does not expose ./GameTeaser.', 'Built against contract version 1, not 2.'],
        version: '0.2.0',
        buildId: 'build-0.2.0',
      },
    });

    const { code, stdout, stderr } = await releaseGames([MANIFEST]);

    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(
      stderr,
      `Pre-flight refused ${MANIFEST}:\n  - The manifest does not expose ./GameTeaser.\n  - Built against contract version 1, not 2.\n`,
    );
    assert.deepEqual(
      gateway.requests.map((request) => request.path),
      ['/api/releases/preflight'],
    );
  });

  it('asks for 10% of visitors by default and prints a refused release’s reasons', async () => {
    gateway.routes['POST /api/releases/preflight'] = passingPreflight;
    gateway.routes['POST /api/releases'] = () => ({
      status: 422,
      body: {
        statusCode: 422,
        message: 'The build did not pass its pre-flight checks.',
        reasons: ['The manifest changed since its pre-flight.'],
      },
    });

    const { code, stderr } = await releaseGames([MANIFEST]);

    assert.equal(code, 1);
    assert.equal(gateway.requests[1].body.percent, 10);
    assert.equal(
      stderr,
      'The build did not pass its pre-flight checks.\n  - The manifest changed since its pre-flight.\n',
    );
  });

  it('exits 2 without calling the gateway when the token or the address is missing', async () => {
    const noToken = await releaseGames([MANIFEST], { DEPLOY_TOKEN: undefined });
    assert.equal(noToken.code, 2);
    assert.match(
      noToken.stderr,
      /^Not set: DEPLOY_TOKEN \(made in the admin area’s Releases screen, for this remote\)\.\n$/,
    );

    const neither = await releaseGames([MANIFEST], { DEPLOY_TOKEN: '', SITE_URL: undefined });
    assert.equal(neither.code, 2);
    assert.match(neither.stderr, /^Not set: SITE_URL \(.*\); DEPLOY_TOKEN \(.*\)\.\n$/);

    const noManifest = await releaseGames([]);
    assert.equal(noManifest.code, 2);
    assert.match(noManifest.stderr, /Give one manifest URL\.\nUsage: npm run release -w remotes\/<name>/);

    assert.deepEqual(gateway.requests, []);
  });

  it('prints a refused token’s message and exits 1', async () => {
    gateway.routes['POST /api/releases/preflight'] = () => ({
      status: 403,
      body: { message: 'This deploy token may release only the learn remote.' },
    });

    const { code, stderr } = await releaseGames([MANIFEST]);

    assert.equal(code, 1);
    assert.equal(
      stderr,
      `POST ${gateway.url}/api/releases/preflight answered 403: This deploy token may release only the learn remote.\n`,
    );
  });

  it('says in one line when the answer is not JSON or the site cannot be reached', async () => {
    gateway.routes['POST /api/releases/preflight'] = () => ({
      status: 502,
      type: 'text/html',
      body: '<html>Bad gateway</html>',
    });
    const html = await releaseGames([MANIFEST]);
    assert.equal(html.code, 1);
    assert.equal(
      html.stderr,
      `POST ${gateway.url}/api/releases/preflight answered 502 with text/html, not JSON: is SITE_URL (${gateway.url}) the site's address?\n`,
    );

    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await releaseGames([MANIFEST], { SITE_URL: address });
    assert.equal(unreachable.code, 1);
    assert.match(
      unreachable.stderr,
      new RegExp(`^Could not reach the site: POST ${address}/api/releases/preflight failed: .*ECONNREFUSED.*\\.\\n$`),
    );
  });
});
