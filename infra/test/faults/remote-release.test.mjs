// A team ships its remote alone: it builds a new release elsewhere and repoints `/remotes.json`. The next page's
// first HTML and the page after hydration both show the new release, and no process of the site restarts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { ROOT } from '../../src/stack.mjs';
import { launchBrowser } from './support/browser.mjs';
import { startRemoteCdn } from './support/remote-cdn.mjs';
import { startSite } from './support/site.mjs';

const PORTS = { identity: 5471, content: 5472, learn: 5473, audience: 5474, render: 5489, gateway: 5488 };
const NEW_HEADING = 'Games, the next release';

/**
 * The games remote built again from a copy of its sources with a new heading, as its team's CI would build it: inside
 * the repository (its packages resolve from the root), outside the workspaces.
 */
function buildRelease() {
  mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, '.data', 'release-'));
  for (const part of ['src', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(ROOT, 'remotes', 'games', part), path.join(folder, part), { recursive: true });
  }
  const hub = path.join(folder, 'src', 'features', 'hub', 'GamesHubPage.tsx');
  writeFileSync(hub, readFileSync(hub, 'utf8').replace('<h1>Games</h1>', `<h1>${NEW_HEADING}</h1>`));
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    {
      cwd: folder,
      stdio: 'ignore',
    },
  );
  return folder;
}

describe('a remote released alone', { timeout: 300_000 }, () => {
  let database;
  let site;
  let cdn;
  let browser;
  let release;

  before(async () => {
    database = await createTestDatabase('faults_release');
    site = await startSite({
      ports: PORTS,
      databaseUrl: database.url,
      apps: ['identity', 'content', 'render', 'gateway'],
    });
    cdn = await startRemoteCdn();
    browser = await launchBrowser();
    release = buildRelease();
  });
  after(async () => {
    await browser?.close();
    await cdn?.stop();
    await site?.stop();
    await database?.drop();
    if (release) rmSync(release, { recursive: true, force: true });
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

    cdn.serve('games', path.join(release, 'dist'));
    await site.repoint({ games: cdn.manifest('games') });

    // The gateway renders a page again at most once a second, and the new build's first page may come late.
    const firstHtmlOf = async (heading) => {
      let html = '';
      for (const deadline = Date.now() + 30_000; Date.now() < deadline && !html.includes(heading);) {
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        html = await (await fetch(`${site.url}/games`)).text();
      }
      return html;
    };
    assert.match(await firstHtmlOf(`<h1>${NEW_HEADING}</h1>`), new RegExp(`<h1>${NEW_HEADING}</h1>`));

    const page = await browser.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
    });
    try {
      await page.goto(`${site.url}/games`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor({ timeout: 20_000 });
      // Hydrated, not drawn over: the browser loaded the new release, and React met the same markup.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      assert.ok(scripts.some((name) => name.startsWith(cdn.manifest('games').replace('mf-manifest.json', ''))));
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
