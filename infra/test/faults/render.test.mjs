// Every page is drawn by the render process from the screens. When it cannot draw a page, or an area of one, the
// visitor still gets the page: the renderer down costs the first HTML's text (the static shell is sent and the app
// draws the page), and a remote whose server build is broken or slow costs only that remote's area of the first HTML,
// which the browser then draws.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { launchBrowser, seeText } from './support/browser.mjs';
import { SLOW_MS, startRemoteCdn } from './support/remote-cdn.mjs';
import { startSite } from './support/site.mjs';

const PORTS = { identity: 5461, content: 5462, learn: 5463, audience: 5464, render: 5487, gateway: 5486 };
const BANNER = 'STOP GENOCIDE NOW';

/** The first HTML of a page, as a crawler gets it, and how long it took. */
async function firstHtml(url) {
  const started = performance.now();
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), ms: performance.now() - started };
}

describe('the render process and its faults', { timeout: 240_000 }, () => {
  let database;
  let site;
  let cdn;
  let browser;

  before(async () => {
    database = await createTestDatabase('faults_render');
    site = await startSite({
      ports: PORTS,
      databaseUrl: database.url,
      apps: ['content', 'learn', 'render', 'gateway'],
      env: { RENDER_BUDGET_MS: '1500' },
    });
    cdn = await startRemoteCdn();
    cdn.set('games', 'server-broken');
    cdn.set('learn', 'server-slow');
    await site.repoint({
      games: cdn.manifest('games'),
      learn: cdn.manifest('learn'),
    });
    browser = await launchBrowser();
    // Services just started answer their first queries slowly; a page rendered past its time budget is drawn again
    // within a second. The pages asked below are drawn once before, as a visited site's are.
    for (const path of ['/essays', '/essay/no-such-essay']) await fetch(`${site.url}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });
  after(async () => {
    await browser?.close();
    await cdn?.stop();
    await site?.stop();
    await database?.drop();
  });

  it("draws a page's text in its first HTML, from the owning remote's screen", async () => {
    const { status, html } = await firstHtml(`${site.url}/essays`);
    assert.equal(status, 200);
    assert.match(html, /What Proof Cannot Reach/);
    assert.match(html, /<title>Essays \| Commonplace<\/title>/);
    assert.match(html, /<script type="application\/json" id="page-data">/);
  });

  it('answers an unknown slug with 404 and the not-found screen, drawn by the same screens', async () => {
    const { status, html } = await firstHtml(`${site.url}/essay/no-such-essay`);
    assert.equal(status, 404);
    assert.match(html, new RegExp(BANNER));
    assert.match(html, /not found/i);
  });

  it('leaves the area of a remote whose server build is broken to the browser, and only that area', async () => {
    const { status, html } = await firstHtml(`${site.url}/games`);
    assert.equal(status, 200);
    assert.match(html, new RegExp(BANNER));
    assert.match(html, /aria-label="Main"/);
    assert.doesNotMatch(html, /Sudoku/);
    // The render process reports the failure: the games release's health counts it, as a browser's report would.
    let health = { views: 0, errors: 0 };
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && health.errors === 0;) {
      [health] = await site.query(
        `SELECT coalesce(sum(h.views), 0)::int AS views, coalesce(sum(h.errors), 0)::int AS errors
         FROM gateway.release_health h JOIN gateway.remote_releases r ON r.id = h.release_id WHERE r.remote = 'games'`,
      );
      if (health.errors === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(health.errors >= 1 && health.views >= health.errors, JSON.stringify(health));
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/games`);
      await page.getByRole('heading', { level: 1, name: 'Games' }).waitFor({ timeout: 20_000 });
      await seeText(page, 'Sudoku');
    } finally {
      await page.close();
    }
  });

  it('sends the page within its time budget when a remote is slow, the area left to the browser', async () => {
    const { status, html, ms } = await firstHtml(`${site.url}/courses`);
    assert.equal(status, 200);
    assert.ok(ms < SLOW_MS, `answered in ${Math.round(ms)} ms, not waiting ${SLOW_MS} ms for the slow remote`);
    assert.match(html, new RegExp(BANNER));
    assert.doesNotMatch(html, /<h1[^>]*>Courses/);
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/courses`);
      await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor({ timeout: 30_000 });
    } finally {
      await page.close();
    }
  });

  it('sends the static shell while the render process is down, and the app draws the page', async () => {
    await site.signal('render', 'SIGKILL');
    try {
      // An address the gateway has not rendered before, so it holds no earlier page of it.
      const { status, html } = await firstHtml(`${site.url}/journal`);
      assert.equal(status, 200);
      assert.match(html, /<div id="root"><\/div>/);
      const page = await browser.newPage();
      try {
        await page.goto(`${site.url}/journal`);
        await page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor({ timeout: 20_000 });
        await seeText(page, BANNER);
      } finally {
        await page.close();
      }
    } finally {
      await site.start('render');
    }
    const again = await firstHtml(`${site.url}/about`);
    assert.match(again.html, /<h1[^>]*>About/);
  });
});
