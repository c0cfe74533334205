// The promises of a scaled-out site, on real processes behind Debian's nginx: sessions, rate limits, chat and
// mail work across replicas; a SIGTERM lets requests in flight finish; a replica killed under load loses no
// accepted write and the rest keep serving.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { SseClient } from '@site/service-kit/testing';
import { draftEssay, exited, sleep } from '../faults/support/site.mjs';
import { ADMIN, LOGIN_LIMIT_PER_ACCOUNT, startReplicas } from './replicas-stack.mjs';

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function login(base, username = ADMIN.username, password = ADMIN.password) {
  return fetch(`${base}/api/login`, json({ username, password }));
}

const draft = (slug) => draftEssay(slug, 'Written while replicas come and go.');

describe('replicas behind nginx', { timeout: 300_000 }, () => {
  let site;
  let adminCookie;

  before(async () => {
    site = await startReplicas();
  });
  after(() => site?.stop());

  it('keeps a login made on one gateway valid on the other', async () => {
    const answer = await login(site.gateways.a);
    assert.equal(answer.status, 200);
    adminCookie = answer.headers.getSetCookie()[0].split(';')[0];
    const user = await fetch(`${site.gateways.b}/api/user`, { headers: { cookie: adminCookie } });
    assert.equal(user.status, 200);
    assert.equal((await user.json()).isAdmin, true);
  });

  it('holds a rate limit across both gateways', async () => {
    const tries = [];
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT; i += 1) {
      tries.push((await login(i % 2 ? site.gateways.b : site.gateways.a, 'mallory', 'a-wrong-guess')).status);
    }
    assert.deepEqual(tries, Array(LOGIN_LIMIT_PER_ACCOUNT).fill(401));
    for (const gateway of [site.gateways.a, site.gateways.b]) {
      const blocked = await login(gateway, 'mallory', 'a-wrong-guess');
      assert.equal(blocked.status, 429);
      assert.match((await blocked.json()).message, /Too many attempts/);
    }
  });

  it('brings a chat message posted through one gateway to a reader connected to the other', async () => {
    const started = await fetch(`${site.gateways.a}/api/chat/conversations`, json({ body: 'Hello from A' }));
    assert.equal(started.status, 201);
    const { token, conversation } = await started.json();
    const stream = await SseClient.open(
      `${site.gateways.b}/api/chat/conversations/${conversation.id}/stream?token=${token}&after=${conversation.messages[0].id}`,
    );
    try {
      assert.equal(stream.response.statusCode, 200);
      const posted = await fetch(`${site.gateways.a}/api/chat/conversations/${conversation.id}/messages`, {
        ...json({ body: 'Across the replicas' }),
        headers: { 'content-type': 'application/json', 'x-chat-token': token },
      });
      assert.equal(posted.status, 201);
      const event = await stream.waitFor((e) => e.event === 'message');
      assert.equal(JSON.parse(event.data).body, 'Across the replicas');
    } finally {
      stream.close();
    }
  });

  it('sends each mail once while both audience replicas work the outbox', async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `reader${i}@replicas.test`);
    const answers = await Promise.all(
      addresses.map((email, i) =>
        fetch(`${i % 2 ? site.gateways.b : site.gateways.a}/api/newsletter/subscribe`, json({ email })),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(addresses.length).fill(202),
    );
    const recipients = () =>
      site.inbox.mails.flatMap((mail) => mail.to.value.map((to) => to.address)).filter((to) => addresses.includes(to));
    for (let waited = 0; recipients().length < addresses.length && waited < 15_000; waited += 100) await sleep(100);
    // Time for a second copy, if a mail were claimed twice, to arrive.
    await sleep(1000);
    assert.deepEqual(recipients().sort(), [...addresses].sort());
  });

  it('serves one release state through both gateways: the same version for each visitor, a promotion on either', async () => {
    // A canary for half the visitors, put in place as a release would leave it: this stack draws no page, so it has
    // no render process to pre-flight a build with (the gateway's integration and fault tests release through it).
    await fetch(`${site.url}/remotes.json`);
    const canaryUrl = 'https://cdn.example.org/games/0.2.0/mf-manifest.json';
    await site.query(
      `WITH canary AS (
         INSERT INTO gateway.remote_releases (remote, manifest_url, build_id, version, released_by, status)
         VALUES ('games', $1, 'abc', '0.2.0', 'games CI (deploy token)', 'canary') RETURNING id)
       UPDATE gateway.remote_states SET canary_id = (SELECT id FROM canary), canary_percent = 50, canary_since = now()
       WHERE remote = 'games'`,
      [canaryUrl],
    );
    await sleep(1_100);
    const gamesFor = async (base, visitor) =>
      (await (await fetch(`${base}/remotes.json`, { headers: { cookie: `site_cohort=${visitor}` } })).json()).games;
    const visitors = Array.from({ length: 40 }, (_, i) => `replica-visitor-${String(i).padStart(8, '0')}`);
    const seen = [];
    for (const visitor of visitors) {
      const answers = await Promise.all(
        [site.url, site.gateways.a, site.gateways.b].map((base) => gamesFor(base, visitor)),
      );
      assert.equal(new Set(answers).size, 1, `${visitor} got ${answers.join(', ')}`);
      seen.push(answers[0]);
    }
    assert.ok(seen.includes(canaryUrl) && seen.includes('/remotes/games/mf-manifest.json'), 'both versions served');

    const promoted = await fetch(`${site.gateways.b}/api/releases/games/promote`, {
      method: 'POST',
      headers: { cookie: adminCookie },
    });
    assert.equal(promoted.status, 200);
    await sleep(1_100);
    for (const visitor of visitors.slice(0, 10)) {
      for (const base of [site.url, site.gateways.a]) assert.equal(await gamesFor(base, visitor), canaryUrl);
    }
  });

  it('lets a write in flight finish after SIGTERM while the other gateway takes new requests', async () => {
    const slug = 'written-through-a-stop';
    const body = JSON.stringify(draft(slug));
    const gateway = new URL(site.gateways.a);
    const answer = new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: gateway.hostname,
          port: gateway.port,
          path: '/api/admin/essays',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: adminCookie,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      // The rest of the body arrives after the signal: the request is in flight all along.
      setTimeout(() => request.end(body.slice(20)), 1500);
    });
    await sleep(200);
    const stopped = exited(site.processes.gatewayA);
    site.processes.gatewayA.kill('SIGTERM');
    await sleep(300);

    await assert.rejects(fetch(`${site.gateways.a}/health`), 'the stopping gateway takes no new connection');
    const elsewhere = await fetch(`${site.url}/api/essays`);
    assert.equal(elsewhere.status, 200, 'nginx sends new requests to the other gateway');

    const { status, text } = await answer;
    assert.equal(status, 201, text);
    assert.deepEqual(await stopped, { code: 0, signal: null });
    const rows = await site.query('SELECT slug FROM content.essays WHERE slug = $1', [slug]);
    assert.equal(rows.length, 1);
  });

  it('loses no accepted write when a content replica is killed under load, and keeps serving', async () => {
    const results = [];
    const startedAt = Date.now();
    const killAt = startedAt + 2000;
    const endAt = startedAt + 6000;
    const writer = async (w) => {
      for (let n = 0; Date.now() < endAt; n += 1) {
        const slug = `load-w${w}-n${n}`;
        const at = Date.now();
        const status = await fetch(`${site.url}/api/admin/essays`, {
          ...json(draft(slug)),
          headers: { 'content-type': 'application/json', cookie: adminCookie },
        }).then(
          async (answer) => (await answer.arrayBuffer(), answer.status),
          () => 0,
        );
        results.push({ slug, at, status, write: true });
      }
    };
    const reader = async () => {
      while (Date.now() < endAt) {
        const at = Date.now();
        const status = await fetch(`${site.url}/api/essays`).then(
          async (answer) => (await answer.arrayBuffer(), answer.status),
          () => 0,
        );
        results.push({ at, status, write: false });
      }
    };
    const killer = (async () => {
      await sleep(killAt - Date.now());
      site.processes.contentA.kill('SIGKILL');
    })();
    await Promise.all([killer, ...[0, 1, 2, 3].map(writer), reader(), reader()]);

    const counts = {};
    for (const { write, status } of results) {
      const kind = `${write ? 'write' : 'read'} ${status}`;
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const summary = `answers by kind and status: ${JSON.stringify(counts)}`;
    const acceptedWrites = results.filter((r) => r.write && r.status >= 200 && r.status < 300);
    const accepted = acceptedWrites.map((r) => r.slug);
    // Writes went through before the kill and after it.
    assert.ok(acceptedWrites.some((r) => r.at < killAt) && acceptedWrites.some((r) => r.at > killAt), summary);
    const stored = await site.query('SELECT slug FROM content.essays WHERE slug = ANY($1)', [accepted]);
    assert.deepEqual(stored.map((row) => row.slug).sort(), [...accepted].sort(), 'every 2xx write is stored');

    const afterKill = results.filter((r) => r.at > killAt + 1000);
    assert.ok(afterKill.length > 0, summary);
    assert.deepEqual(
      afterKill.filter((r) => r.status < 200 || r.status >= 300),
      [],
      `the remaining replicas answer everything; ${summary}`,
    );
    assert.deepEqual(await exited(site.processes.contentA), { code: null, signal: 'SIGKILL' });
  });
});
