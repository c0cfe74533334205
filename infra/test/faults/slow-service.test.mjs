// A service that takes requests and never answers: the gateway gives up after its time-out with a 504 and a
// JSON message, the page whose data it owns still gets its first HTML, and no other area waits on it.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { startSite } from './support/site.mjs';
import { timedFetch } from './support/timed-fetch.mjs';

const PORTS = { identity: 5441, content: 5442, learn: 5443, audience: 5444, gateway: 5483 };
/** Shorter than the default 10 s so the test is quick; the figure under test is whatever is configured. */
const UPSTREAM_TIMEOUT_MS = 3_000;
/** What the gateway may take beyond its time-out to answer, on a busy machine. */
const SLACK_MS = 1_500;

describe('a service that never answers', { timeout: 120_000 }, () => {
  let database;
  let hanging;
  let requestsSeen = 0;
  let site;

  before(async () => {
    database = await createTestDatabase('faults_slow');
    // Accepts each request and never answers it, as a service stuck on a lock would.
    hanging = http.createServer(() => (requestsSeen += 1));
    await new Promise((resolve) => hanging.listen(PORTS.learn, '127.0.0.1', resolve));
    site = await startSite({
      ports: PORTS,
      databaseUrl: database.url,
      apps: ['content', 'render', 'gateway'],
      // The gateway's wait for the render process, its safety net, is set past the render's own time budget plus a
      // cold start on a busy machine: what is under test is that budget, which leaves the slow service's area out.
      env: {
        UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
        RENDER_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS + SLACK_MS),
      },
    });
  });
  after(async () => {
    await site?.stop();
    hanging?.closeAllConnections();
    await new Promise((resolve) => hanging?.close(resolve) ?? resolve());
    await database?.drop();
  });

  it('answers 504 with a message once the time-out has passed, not sooner and not much later', async () => {
    for (const path of ['/api/elearning/quizzes/standalone', '/sitemaps/quizzes.xml']) {
      const answer = await timedFetch(site.url + path, { timeoutMs: UPSTREAM_TIMEOUT_MS * 3 });
      assert.equal(answer.status, 504, `${path}: ${answer.text}`);
      assert.match(answer.type, /application\/json/);
      assert.equal(JSON.parse(answer.text).message, 'The learn service took too long to answer. Please try again.');
      assert.ok(answer.ms >= UPSTREAM_TIMEOUT_MS - 50, `${path} answered after ${answer.ms} ms`);
      assert.ok(answer.ms < UPSTREAM_TIMEOUT_MS + SLACK_MS, `${path} answered after ${answer.ms} ms`);
    }
    assert.ok(requestsSeen >= 2, 'the requests reached the slow service');
  });

  it("still sends the first HTML of the slow service's page, within the time-out", async () => {
    const answer = await timedFetch(`${site.url}/quizzes`, { timeoutMs: UPSTREAM_TIMEOUT_MS * 3 });
    assert.equal(answer.status, 200);
    assert.match(answer.text, /STOP GENOCIDE NOW/);
    assert.ok(answer.ms < UPSTREAM_TIMEOUT_MS + SLACK_MS, `answered after ${answer.ms} ms`);
  });

  it('keeps the other services quick while requests to the slow one wait', async () => {
    const waiting = Array.from({ length: 8 }, () =>
      timedFetch(`${site.url}/api/elearning/quizzes/standalone`, { timeoutMs: UPSTREAM_TIMEOUT_MS * 3 }),
    );
    const essays = await timedFetch(`${site.url}/api/essays`);
    assert.equal(essays.status, 200);
    assert.ok(essays.ms < UPSTREAM_TIMEOUT_MS / 2, `essays answered after ${essays.ms} ms`);
    for (const answer of await Promise.all(waiting)) assert.equal(answer.status, 504);
  });
});
