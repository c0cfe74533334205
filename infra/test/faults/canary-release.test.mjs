// A team ships a release of its remote on a running site, two ways, with one good build of games (a new heading) and
// one that breaks in the browser, both on another origin. Alone: an operator repoints `/remotes.json` to the good
// build, and the next page's first HTML and the page after hydration both show it, no process of the site
// restarted. As a canary, through the release API with its deploy token: pre-flight refuses what cannot work beside
// the shell; the broken canary reaches its share of visitors, sticky, until its error reports withdraw it; the good
// one, promoted, reaches everyone; and the state outlives a restart of the gateway.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { ROOT } from '../../src/stack.mjs';
import { launchBrowser } from './support/browser.mjs';
import { startRemoteCdn } from './support/remote-cdn.mjs';
import { adminCookie, eventually, sleep, startSite } from './support/site.mjs';

const PORTS = { identity: 5491, content: 5492, learn: 5493, audience: 5494, render: 5499, gateway: 5498 };
const GOOD_HEADING = 'Games, the good release';
const VISITORS = Array.from({ length: 200 }, (_, i) => `visitor-${String(i).padStart(14, '0')}`);

/** The games remote built from a copy of its sources changed by `edit`, as its team's CI would build it. */
async function buildGames(edit) {
  mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, '.data', 'canary-'));
  for (const part of ['src', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(ROOT, 'remotes', 'games', part), path.join(folder, part), { recursive: true });
  }
  const hub = path.join(folder, 'src', 'features', 'hub', 'GamesHubPage.tsx');
  writeFileSync(hub, edit(readFileSync(hub, 'utf8')));
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    { cwd: folder, env: { ...process.env, GIT_COMMIT: path.basename(folder) } },
  );
  return folder;
}

/** A copy of a build whose manifest says something else of it. */
function withManifest(build, change) {
  const folder = mkdtempSync(path.join(ROOT, '.data', 'canary-variant-'));
  cpSync(path.join(build, 'dist'), path.join(folder, 'dist'), { recursive: true });
  const file = path.join(folder, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return folder;
}

describe('a remote released on a running site', { timeout: 900_000 }, () => {
  let database;
  let site;
  let cdn;
  let browser;
  let good;
  let broken;
  let admin;
  let token;
  const logs = [];
  const folders = [];

  const call = async (method, path, { body, auth } = {}) => {
    const answer = await fetch(`${site.url}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(auth === 'admin' ? { cookie: admin } : auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  };
  const remotesOf = async (visitor) => {
    const answer = await fetch(`${site.url}/remotes.json`, { headers: { cookie: `site_cohort=${visitor}` } });
    return (await answer.json()).games;
  };
  const overview = async () =>
    (await call('GET', '/api/admin/releases', { auth: 'admin' })).body.remotes.find((r) => r.remote === 'games');

  before(async () => {
    [good, broken] = await Promise.all([
      buildGames((source) => source.replace('<h1>Games</h1>', `<h1>${GOOD_HEADING}</h1>`)),
      // Fine on the server, broken in the browser: its error boundary catches the error once the page runs.
      buildGames((source) =>
        source
          .replace(
            "import { PageMeta } from '@site/shell-api';",
            "import { useEffect } from 'react';\nimport { PageMeta } from '@site/shell-api';",
          )
          .replace(
            'export default function GamesHubPage() {',
            "export default function GamesHubPage() {\n  useEffect(() => {\n    throw new Error('A broken release of the games hub');\n  }, []);",
          ),
      ),
    ]);
    folders.push(good, broken);
    database = await createTestDatabase('faults_canary');
    site = await startSite({
      ports: PORTS,
      databaseUrl: database.url,
      env: { HEALTH_REPORT_LIMIT_PER_IP: '1000' },
      output: (app, line) => logs.push(`${app}: ${line}`),
    });
    cdn = await startRemoteCdn();
    cdn.serve('good', path.join(good, 'dist'));
    // The same good build where an operator's `/remotes.json` points, for the release alone.
    cdn.serve('repointed', path.join(good, 'dist'));
    cdn.serve('broken', path.join(broken, 'dist'));
    const lacking = withManifest(good, (manifest) => {
      manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'GameTeaser');
    });
    const otherReact = withManifest(good, (manifest) => {
      for (const shared of manifest.shared) {
        if (['react', 'react-dom', 'react/jsx-runtime'].includes(shared.name)) shared.requiredVersion = '^18.3.0';
      }
    });
    folders.push(lacking, otherReact);
    cdn.serve('lacking', path.join(lacking, 'dist'));
    cdn.serve('otherreact', path.join(otherReact, 'dist'));
    cdn.serve('serverthrows', path.join(good, 'dist'));
    cdn.set('serverthrows', 'server-broken');
    browser = await launchBrowser();
    admin = await adminCookie(site);
    token = (
      await call('POST', '/api/admin/deploy-tokens', { body: { remote: 'games', name: 'games CI' }, auth: 'admin' })
    ).body.token;
  });
  after(async () => {
    await browser?.close();
    await cdn?.stop();
    await site?.stop();
    await database?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  describe('a remote released alone', () => {
    /** What `/remotes.json` pointed games to before: the repository's build, the canaries' stable release. */
    let stableBefore;
    // The operator points it back, which releases that build as stable again, the state the canaries start from.
    after(async () => {
      if (stableBefore) await site.repoint({ games: stableBefore });
    });

    it('shows the new release in the first HTML and after hydration once /remotes.json points to it', async () => {
      // A page the render process has not drawn yet may outlast the gateway's wait on a busy machine, and then comes
      // as the static shell (the faults of the render test); it is drawn again at most a second later.
      let before = await (await fetch(`${site.url}/games`)).text();
      for (const deadline = Date.now() + 30_000; Date.now() < deadline && !before.includes('<h1>Games</h1>');) {
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        before = await (await fetch(`${site.url}/games`)).text();
      }
      assert.match(before, /<h1>Games<\/h1>/);
      const pids = ['render', 'gateway'].map((app) => site.process(app).pid);

      stableBefore = (await (await fetch(`${site.url}/remotes.json`)).json()).games;
      await site.repoint({ games: cdn.manifest('repointed') });

      // The gateway renders a page again at most once a second, and the new build's first page may come late.
      const firstHtmlOf = async (heading) => {
        let html = '';
        for (const deadline = Date.now() + 30_000; Date.now() < deadline && !html.includes(heading);) {
          await new Promise((resolve) => setTimeout(resolve, 1_100));
          html = await (await fetch(`${site.url}/games`)).text();
        }
        return html;
      };
      assert.match(await firstHtmlOf(`<h1>${GOOD_HEADING}</h1>`), new RegExp(`<h1>${GOOD_HEADING}</h1>`));

      const page = await browser.newPage();
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
      });
      try {
        await page.goto(`${site.url}/games`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: GOOD_HEADING }).waitFor({ timeout: 20_000 });
        // Hydrated, not drawn over: the browser loaded the new release, and React met the same markup.
        const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        assert.ok(scripts.some((name) => name.startsWith(cdn.manifest('repointed').replace('mf-manifest.json', ''))));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
      assert.deepEqual(
        ['render', 'gateway'].map((app) => site.process(app).pid),
        pids,
        'no process was restarted',
      );
    });
  });

  describe('a remote released as a canary', () => {
    it('refuses a build that lacks a module, needs another React major, or cannot be drawn on the server', async () => {
      const preflight = async (key) =>
        (
          await call('POST', '/api/releases/preflight', {
            body: { remote: 'games', manifestUrl: cdn.manifest(key) },
            auth: token,
          })
        ).body;
      assert.deepEqual((await preflight('lacking')).reasons, [
        'It does not expose ./GameTeaser, which the shell mounts.',
      ]);
      const otherReact = (await preflight('otherreact')).reasons;
      assert.ok(otherReact.includes('It needs react ^18.3.0; the shell provides 19.3.1.'), otherReact.join('\n'));
      const serverThrows = await preflight('serverthrows');
      assert.equal(serverThrows.ok, false);
      assert.ok(
        serverThrows.reasons.some((reason) =>
          reason.startsWith('The server rendering of /games left 1 area to the browser'),
        ),
        serverThrows.reasons.join('\n'),
      );
      const passed = await preflight('good');
      assert.deepEqual([passed.ok, passed.reasons, passed.version], [true, [], '0.1.0']);
    });

    it('gives the broken canary to about half of 200 visitors, each keeping it, until its errors withdraw it', async () => {
      const released = await call('POST', '/api/releases', {
        body: { remote: 'games', manifestUrl: cdn.manifest('broken'), percent: 50 },
        auth: token,
      });
      assert.equal(released.status, 201, JSON.stringify(released.body));
      const inCanary = [];
      for (const visitor of VISITORS) if ((await remotesOf(visitor)) === cdn.manifest('broken')) inCanary.push(visitor);
      assert.ok(inCanary.length > 70 && inCanary.length < 130, `${inCanary.length} of 200 visitors got the canary`);
      for (const visitor of inCanary.slice(0, 10)) assert.equal(await remotesOf(visitor), cdn.manifest('broken'));

      // A canary visitor's browser meets the error, and reports it when the page is hidden.
      const context = await browser.newContext();
      await context.addCookies([{ name: 'site_cohort', value: inCanary[0], url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}/games`);
      await page.getByText('The games could not be loaded.').first().waitFor({ timeout: 30_000 });
      await page.goto(`${site.url}/about`);
      await context.close();
      await eventually(overview, (state) => state.health.canary.errors >= 1, 'the browser report of the error');

      // The other visitors' browsers report as that one did, until the rule withdraws it.
      const report = (manifestUrl, views, errors) =>
        call('POST', '/api/releases/health', { body: { counts: [{ remote: 'games', manifestUrl, views, errors }] } });
      for (let i = 0; i < 20; i += 1)
        assert.equal((await report('/remotes/games/mf-manifest.json', 50, 0)).status, 204);
      for (let i = 0; i < 4 && (await overview()).canary; i += 1) await report(cdn.manifest('broken'), 30, 30);
      // Each gateway writes the counts it was sent every two seconds, and judges the canary then.
      const games = await eventually(overview, (state) => state.canary === null, 'the canary withdrawn');
      assert.match(
        games.history.find((release) => release.manifestUrl === cdn.manifest('broken')).note,
        /^rolled back by its error rate: \d+ errors in \d+ views against 0 in 1,000$/,
      );

      // Everyone gets the stable build again, in the first HTML and in the browser.
      for (const visitor of inCanary) assert.equal(await remotesOf(visitor), '/remotes/games/mf-manifest.json');
      const html = await (
        await fetch(`${site.url}/games`, { headers: { cookie: `site_cohort=${inCanary[0]}` } })
      ).text();
      assert.ok(
        !html.includes(cdn.manifest('broken').replace('mf-manifest.json', '')),
        'no file of the canary in the page',
      );
      // The audit entry and the author's notice follow the withdrawal.
      await eventually(
        async () =>
          (await call('GET', '/api/admin/audit?path=/api/releases', { auth: 'admin' })).body.items.map(
            (e) => e.summary,
          ),
        (audit) => audit.some((summary) => /^games 0\.1\.0 canary rolled back by its error rate: /.test(summary)),
        'the audit entry of the rollback',
      );
      await eventually(
        async () => (await call('GET', '/api/admin/inbox', { auth: 'admin' })).body.items,
        (inbox) => inbox.some((item) => item.kind === 'notice' && item.subject === 'The games canary was rolled back'),
        'the rollback notice in the inbox',
      );
    });

    it('gives the good build to 10 %, and to everyone once promoted, first HTML and browser alike', async () => {
      const released = await call('POST', '/api/releases', {
        body: { remote: 'games', manifestUrl: cdn.manifest('good'), percent: 10 },
        auth: token,
      });
      assert.equal(released.status, 201, JSON.stringify(released.body));
      const share = (await Promise.all(VISITORS.map(remotesOf))).filter((url) => url === cdn.manifest('good')).length;
      assert.ok(share > 5 && share < 40, `${share} of 200 visitors got the canary`);
      assert.equal((await call('POST', '/api/releases/games/promote', { auth: 'admin' })).status, 200);
      for (const visitor of VISITORS) assert.equal(await remotesOf(visitor), cdn.manifest('good'));
      await sleep(1_100);
      const html = await (await fetch(`${site.url}/games`)).text();
      assert.match(html, new RegExp(`<h1>${GOOD_HEADING}</h1>`));
      const page = await browser.newPage();
      try {
        await page.goto(`${site.url}/games`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: GOOD_HEADING }).waitFor({ timeout: 20_000 });
      } finally {
        await page.close();
      }
    });

    it('keeps the release state through a restart of the gateway, and never logs a token', async () => {
      await site.signal('gateway', 'SIGTERM');
      await site.start('gateway');
      assert.equal(await remotesOf(VISITORS[0]), cdn.manifest('good'));
      assert.equal((await overview()).stable.releasedBy, 'games CI (deploy token)');
      assert.deepEqual(
        logs.filter((line) => line.includes(token)),
        [],
      );
      const stored = await site.query(`SELECT count(*)::int AS n FROM gateway.audit_log WHERE details::text LIKE $1`, [
        `%${token}%`,
      ]);
      assert.equal(stored[0].n, 0);
    });
  });
});
