// Each service killed in turn while requests flow: only its own areas fail (503 JSON from the gateway, the
// page's own error text in the browser), every other page keeps working, and once the service is started again
// the site recovers by itself, the gateway and the other services untouched.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { launchBrowser, seeText, untilHydrated } from './support/browser.mjs';
import { ADMIN, SERVICES, startSite } from './support/site.mjs';
import { keptFromBefore, startTraffic, untilAnswering } from './support/traffic.mjs';

const PORTS = { identity: 5401, content: 5402, learn: 5403, audience: 5404, gateway: 5480 };
/** The gateway's default time-out for a service's answer: no request may wait longer. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/** GETs each service answers a visitor through the gateway, with the status it answers while it runs. */
const PROBES = {
  // Identity itself refuses a visitor (the gateway answers /api/user alone, without asking identity).
  identity: { '/api/bookmarks': 401 },
  content: { '/api/essays': 200, '/api/tags': 200, '/rss.xml': 200 },
  learn: { '/api/elearning/quizzes/standalone': 200, '/sitemaps/quizzes.xml': 200 },
  audience: { '/api/chat/status': 200, '/api/newsletter/issues': 200 },
};
/** Pages, and /api/user for a visitor: the gateway answers them itself, whichever service is down. */
const PAGES = { '/': 200, '/essays': 200, '/quizzes': 200, '/newsletter': 200, '/auth': 200, '/api/user': 401 };
const EXPECTED = Object.assign({}, ...Object.values(PROBES), PAGES);

/**
 * Each service's area as a visitor reaches it from another page (so its data is fetched, not read from the
 * page's first HTML): the side menu's link, what shows while the service runs, and its error text while it is down.
 */
const AREAS = {
  content: {
    link: 'Essays',
    up: (page) => page.getByRole('link', { name: 'What Proof Cannot Reach' }),
    down: 'Error Loading Essays',
  },
  learn: { link: 'Quizzes', up: (page) => page.getByText('Physics Concepts'), down: 'Failed to fetch quizzes' },
  audience: {
    link: 'Newsletter',
    // The seed's two sent issues.
    up: (page) => page.getByRole('main').getByRole('listitem').nth(1),
    down: 'The past issues could not be loaded. Please try again later.',
  },
};

/** Opens the games page (no service's data) and follows the side menu's link to the area. */
async function visit(page, base, area) {
  await page.goto(`${base}/games`);
  await page.getByRole('heading', { level: 1, name: 'Games' }).waitFor();
  const menu = page.getByRole('button', { name: 'Open menu' }).first();
  await untilHydrated(menu);
  await menu.click();
  await page.getByRole('dialog').getByRole('link', { name: area.link, exact: true }).click();
}

/** Logging in is identity's area: with it down the form says so in a toast. */
async function tryLogin(page, base) {
  await page.goto(`${base}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  // Typed only once React owns the form: text typed before hydration stays in the field, but the form's state
  // never hears of it, and the form then refuses to send fields it holds as empty.
  const logIn = form.getByRole('button', { name: 'Log in' });
  await untilHydrated(logIn);
  await form.getByLabel('Username or email').fill(ADMIN.username);
  await form.getByLabel('Password').fill(ADMIN.password);
  await logIn.click();
}

describe('a service killed while requests flow', { timeout: 420_000 }, () => {
  let database;
  let site;
  let browser;

  before(async () => {
    database = await createTestDatabase('faults_services');
    site = await startSite({ ports: PORTS, databaseUrl: database.url });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    await database?.drop();
  });

  for (const service of SERVICES) {
    it(`costs only the ${service} areas, and the site recovers once ${service} is back`, async (t) => {
      const others = SERVICES.filter((name) => name !== service);
      const gatewayPid = site.process('gateway').pid;
      const otherPids = others.map((name) => site.process(name).pid);
      await untilAnswering(site.url, EXPECTED);

      const traffic = startTraffic(site.url, Object.keys(EXPECTED), { timeoutMs: UPSTREAM_TIMEOUT_MS + 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await site.signal(service, 'SIGKILL');
      const killedAt = Date.now();
      // The gateway's shared cache may give an answer kept from just before the kill for a second or two; the
      // browser looks once the gateway says the service is gone, or it could draw that kept answer instead.
      await untilAnswering(site.url, Object.fromEntries(Object.keys(PROBES[service]).map((path) => [path, 503])));

      const page = await browser.newPage();
      let restartedAt;
      let recoveredAt;
      let answers;
      try {
        if (service === 'identity') {
          await tryLogin(page, site.url);
          await seeText(page, 'Login failed');
        } else {
          await visit(page, site.url, AREAS[service]);
          await seeText(page, AREAS[service].down);
        }
        await seeText(page, 'STOP GENOCIDE NOW');
        for (const other of others.filter((name) => AREAS[name])) {
          await visit(page, site.url, AREAS[other]);
          await AREAS[other].up(page).waitFor({ timeout: 20_000 });
        }
      } finally {
        await page.close();
        // Started again even when a check failed, so the next service's test finds the rest of the site whole.
        restartedAt = Date.now();
        await site.start(service);
        await untilAnswering(site.url, PROBES[service]);
        recoveredAt = Date.now();
        answers = await traffic.stop();
      }

      const own = new Set(Object.keys(PROBES[service]));
      const whileDown = answers.filter(
        (a) => own.has(a.path) && a.at > killedAt && a.at < restartedAt && !keptFromBefore(a),
      );
      assert.ok(whileDown.length > 0, 'requests reached the dead service');
      for (const answer of whileDown) {
        assert.equal(answer.status, 503, `${answer.path}: ${answer.text}`);
        assert.match(answer.type, /application\/json/);
        assert.equal(
          JSON.parse(answer.text).message,
          `The ${service} service is unavailable right now. Please try again shortly.`,
        );
      }
      const elsewhere = answers.filter((a) => !own.has(a.path));
      assert.ok(elsewhere.length > 0);
      for (const answer of elsewhere)
        assert.equal(answer.status, EXPECTED[answer.path], `${answer.path}: ${answer.text}`);
      for (const answer of answers) assert.ok(answer.ms < UPSTREAM_TIMEOUT_MS, `${answer.path} took ${answer.ms} ms`);
      const afterwards = answers.filter((a) => own.has(a.path) && a.at > recoveredAt);
      for (const answer of afterwards)
        assert.equal(answer.status, EXPECTED[answer.path], `${answer.path}: ${answer.text}`);

      t.diagnostic(
        `${whileDown.length} requests to ${service} answered 503, ${elsewhere.length} to the rest as usual; ` +
          `slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
      );
      // Recovered by itself: nothing else was started again.
      assert.equal(site.process('gateway').pid, gatewayPid);
      assert.deepEqual(
        others.map((name) => site.process(name).pid),
        otherPids,
      );
      if (AREAS[service]) {
        const again = await browser.newPage();
        await visit(again, site.url, AREAS[service]);
        await AREAS[service].up(again).waitFor({ timeout: 20_000 });
        await again.close();
      }
    });
  }
});
