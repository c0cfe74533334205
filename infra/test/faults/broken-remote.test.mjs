// A remote that serves broken JavaScript, one whose manifest is gone and one whose server is down: each costs
// only its own area, which shows the fallback with Retry, while the rest of the site works; once the server
// answers again, Retry brings the area back without reloading the page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { launchBrowser, seeText } from './support/browser.mjs';
import { startRemoteCdn } from './support/remote-cdn.mjs';
import { startSite } from './support/site.mjs';

const PORTS = { identity: 5421, content: 5422, learn: 5423, audience: 5424, gateway: 5482 };
const FALLBACK_TITLE = 'This part of the page is unavailable';

describe('a broken remote', { timeout: 180_000 }, () => {
  let database;
  let site;
  let cdn;
  let browser;
  let page;

  before(async () => {
    database = await createTestDatabase('faults_remotes');
    // The content service draws the essays, the area that must keep working; games and learn need none here.
    site = await startSite({ ports: PORTS, databaseUrl: database.url, apps: ['content', 'gateway'] });
    cdn = await startRemoteCdn();
    cdn.set('games', 'broken');
    cdn.set('library', 'down');
    await site.repoint({
      games: cdn.manifest('games'),
      learn: cdn.missingManifest('learn'),
      library: cdn.manifest('library'),
    });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  after(async () => {
    await browser?.close();
    await cdn?.stop();
    await site?.stop();
    await database?.drop();
  });

  it('shows the fallback and Retry in the area of a remote whose JavaScript is broken', async () => {
    await page.goto(`${site.url}/games`);
    await seeText(page, FALLBACK_TITLE);
    await seeText(page, 'The games could not be loaded.');
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 1);
    await seeText(page, 'STOP GENOCIDE NOW');
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the header still works');
  });

  it('shows the fallback and Retry in the area of a remote whose manifest answers 404', async () => {
    await page.goto(`${site.url}/quizzes`);
    await seeText(page, FALLBACK_TITLE);
    await seeText(page, 'The courses and quizzes could not be loaded.');
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 1);
  });

  it('keeps every other area working', async () => {
    await page.goto(`${site.url}/essays`);
    await seeText(page, 'What Proof Cannot Reach');
    assert.equal(await page.getByText(FALLBACK_TITLE).count(), 0);
  });

  it('brings the area back on Retry once its server answers again, with no reload', async () => {
    const fresh = await browser.newPage();
    try {
      await fresh.goto(`${site.url}/library`);
      await seeText(fresh, FALLBACK_TITLE);
      await seeText(fresh, 'The library could not be loaded.');
      const loads = [];
      fresh.on('load', () => loads.push(fresh.url()));
      cdn.set('library', 'ok');
      await fresh.getByRole('button', { name: 'Retry' }).click();
      await fresh.getByRole('heading', { level: 1, name: 'Library' }).waitFor({ timeout: 20_000 });
      assert.equal(await fresh.getByText(FALLBACK_TITLE).count(), 0);
      assert.deepEqual(loads, []);
    } finally {
      await fresh.close();
    }
  });
});
