// PostgreSQL stopped and started again under load, on a throwaway cluster of its own (never the machine's):
// 503s with a message while it is down, no request held past the gateway's time-out, every app serving again
// by itself once it is back, and every write acknowledged before the stop still there.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPostgresCluster } from './support/postgres-cluster.mjs';
import { adminCookie, draftEssay, sleep, startSite } from './support/site.mjs';
import { timedFetch } from './support/timed-fetch.mjs';
import { keptFromBefore, startTraffic, untilAnswering } from './support/traffic.mjs';

const POSTGRES_PORT = 5490;
const PORTS = { identity: 5411, content: 5412, learn: 5413, audience: 5414, gateway: 5481 };
const UPSTREAM_TIMEOUT_MS = 10_000;
const DOWN_MS = 4_000;

/** What readers ask for, one service's data each. */
const READS = {
  '/api/essays': 200,
  '/api/tags': 200,
  '/api/journal': 200,
  '/api/elearning/quizzes/standalone': 200,
  '/api/newsletter/issues': 200,
};

const draft = (slug) => draftEssay(slug, 'Written while the database comes and goes.');

/** The author saving drafts one after another; records each slug with its answer. */
function startWriter(base, cookie, name) {
  const writes = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n += 1) {
      const slug = `${name}-${n}`;
      const at = Date.now();
      const answer = await timedFetch(`${base}/api/admin/essays`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(draft(slug)),
        timeoutMs: UPSTREAM_TIMEOUT_MS + 5_000,
      });
      writes.push({ slug, at, ...answer });
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return writes;
    },
  };
}

describe('PostgreSQL stopped and started under load', { timeout: 180_000 }, () => {
  let cluster;
  let site;
  let cookie;

  before(async () => {
    cluster = await startPostgresCluster(POSTGRES_PORT);
    site = await startSite({ ports: PORTS, databaseUrl: cluster.url });
    cookie = await adminCookie(site);
  });
  after(async () => {
    await site?.stop();
    await cluster?.remove();
  });

  it('answers 503 while it is down, recovers by itself, and loses nothing written before', async (t) => {
    const pids = Object.fromEntries(Object.keys(PORTS).map((app) => [app, site.process(app).pid]));
    await untilAnswering(site.url, READS);
    const traffic = startTraffic(site.url, Object.keys(READS), { timeoutMs: UPSTREAM_TIMEOUT_MS + 5_000 });
    const writer = startWriter(site.url, cookie, 'before-the-stop');
    await sleep(1_000);

    const stoppedAt = Date.now();
    await cluster.stop();
    await sleep(DOWN_MS);
    const restartedAt = Date.now();
    await cluster.start();
    await untilAnswering(site.url, READS);
    const recoveredAt = Date.now();
    await sleep(500);
    const writes = await writer.stop();
    const reads = await traffic.stop();
    const answers = [...reads, ...writes.map((write) => ({ ...write, path: '/api/admin/essays' }))];

    // Down: every request refused at once, with a message; none waits for the database.
    const whileDown = answers.filter((a) => a.at > stoppedAt + 500 && a.at < restartedAt && !keptFromBefore(a));
    assert.ok(whileDown.length > 0, 'requests kept coming while the database was down');
    for (const answer of whileDown) {
      assert.equal(answer.status, 503, `${answer.path}: ${answer.text}`);
      assert.match(JSON.parse(answer.text).message, /unavailable/);
    }
    for (const answer of answers) assert.ok(answer.ms < UPSTREAM_TIMEOUT_MS, `${answer.path} took ${answer.ms} ms`);
    // Nothing but success and 503 at any time: no 500, no cut connection.
    for (const answer of answers) assert.ok([200, 201, 503].includes(answer.status), `${answer.path}: ${answer.text}`);
    assert.ok(recoveredAt - restartedAt < 15_000, `recovered ${recoveredAt - restartedAt} ms after the restart`);
    for (const answer of answers.filter((a) => a.at > recoveredAt))
      assert.ok([200, 201].includes(answer.status), `${answer.path} after recovery: ${answer.text}`);

    // Acknowledged writes survived the stop; the writer went on saving once the database was back.
    const acknowledged = writes.filter((write) => write.status === 201).map((write) => write.slug);
    assert.ok(writes.some((write) => write.status === 201 && write.at < stoppedAt));
    assert.ok(writes.some((write) => write.status === 201 && write.at > recoveredAt));
    const stored = await site.query('SELECT slug FROM content.essays WHERE slug = ANY($1)', [acknowledged]);
    assert.deepEqual(stored.map((row) => row.slug).sort(), [...acknowledged].sort());
    // The login made before the stop still holds: the gateway's sessions are rows like any other.
    const user = await timedFetch(`${site.url}/api/user`, { headers: { cookie } });
    assert.equal(user.status, 200, user.text);

    t.diagnostic(
      `${whileDown.length} requests answered 503 while down; slowest ${Math.max(...answers.map((a) => a.ms))} ms; ` +
        `serving ${recoveredAt - restartedAt} ms after the restart began; ${acknowledged.length} drafts saved, all kept`,
    );
    // No app was started again.
    assert.deepEqual(Object.fromEntries(Object.keys(PORTS).map((app) => [app, site.process(app).pid])), pids);
  });
});
