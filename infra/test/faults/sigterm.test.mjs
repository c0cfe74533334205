// SIGTERM to each process of a single-replica site while a write is in flight: that write finishes and is
// stored once, the process exits 0, a write sent after the signal gets 503 (or, for the gateway, no connection)
// and stores nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '@site/service-kit/testing';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { holdPost } from './support/held-request.mjs';
import { ADMIN, adminCookie, draftEssay, INTERNAL_SECRET, SERVICES, sleep, startSite } from './support/site.mjs';
import { timedFetch } from './support/timed-fetch.mjs';

const PORTS = { identity: 5451, content: 5452, learn: 5453, audience: 5454, gateway: 5485 };

/** One write per service, told apart by `tag`, and the query that counts its rows. */
const WRITES = {
  identity: {
    path: '/api/bookmarks',
    signedIn: true,
    body: (tag) => ({ kind: 'essay', target: tag, title: 'Saved through a stop', path: `/essay/${tag}` }),
    count: 'SELECT count(*)::int AS n FROM identity.bookmarks WHERE target = $1',
  },
  content: {
    path: '/api/admin/essays',
    signedIn: true,
    body: (tag) => draftEssay(tag, 'Saved while its service stops.'),
    count: 'SELECT count(*)::int AS n FROM content.essays WHERE slug = $1',
  },
  learn: {
    path: '/api/games/results',
    signedIn: true,
    body: (tag) => ({ game: 'minesweeper', level: 'expert', timeMs: 3_000_000, seed: tag }),
    count: 'SELECT count(*)::int AS n FROM learn.game_results WHERE seed = $1',
  },
  audience: {
    path: '/api/contact',
    signedIn: false,
    body: (tag) => ({
      name: 'A patient reader',
      email: 'reader@faults.test',
      subject: tag,
      message: 'Sent while the service stops.',
      // The form was drawn a minute ago, as a person's is (the service refuses forms sent too fast).
      startedAt: Date.now() - 60_000,
    }),
    count: 'SELECT count(*)::int AS n FROM audience.contact_messages WHERE subject = $1',
  },
};

let runs = 0;
const newTag = (app) => `held-${app}-${Date.now().toString(36)}-${(runs += 1)}`;

describe('SIGTERM to a single process', { timeout: 420_000 }, () => {
  let database;
  let site;
  let cookie;
  let adminId;

  before(async () => {
    database = await createTestDatabase('faults_sigterm');
    site = await startSite({ ports: PORTS, databaseUrl: database.url });
    cookie = await adminCookie(site);
    [{ id: adminId }] = await site.query('SELECT id FROM identity.users WHERE email = $1', [ADMIN.username]);
  });
  after(async () => {
    await site?.stop();
    await database?.drop();
  });

  const count = async (write, tag) => (await site.query(write.count, [tag]))[0].n;
  /** The write as the gateway forwards it: straight to the service, with the caller's signed identity. */
  const holdAtService = (service, write, tag) =>
    holdPost(`http://127.0.0.1:${PORTS[service]}${write.path}`, write.body(tag), {
      ...(write.signedIn
        ? {
            [IDENTITY_HEADER]: signIdentity({ userId: adminId, isAdmin: true, email: ADMIN.username }, INTERNAL_SECRET),
          }
        : {}),
    });
  const throughGateway = (write, tag) =>
    timedFetch(site.url + write.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(write.signedIn ? { cookie } : {}) },
      body: JSON.stringify(write.body(tag)),
    });

  for (const service of SERVICES) {
    it(`lets ${service}'s write in flight finish, refuses new ones with 503, and exits 0`, async () => {
      const write = WRITES[service];
      const [held, refused] = [newTag(service), newTag(service)];
      const inFlight = holdAtService(service, write, held);
      await sleep(300);
      const ended = site.signal(service, 'SIGTERM');
      await sleep(300);
      try {
        const late = await throughGateway(write, refused);
        assert.equal(late.status, 503, late.text);
        assert.match(late.type, /application\/json/);
        assert.match(JSON.parse(late.text).message, /unavailable/);

        inFlight.finish();
        const { status, text } = await inFlight.answer;
        assert.ok(status >= 200 && status < 300, `${status}: ${text}`);
        assert.deepEqual(await ended, { code: 0, signal: null });
        assert.equal(await count(write, held), 1, 'the write in flight is stored once');
        assert.equal(await count(write, refused), 0, 'the refused write stored nothing');
      } finally {
        inFlight.finish();
        await ended;
        await site.start(service);
      }
      // Back, and the gateway reaches it again without being started again itself.
      const later = newTag(service);
      const again = await throughGateway(write, later);
      assert.ok(again.status >= 200 && again.status < 300, `${again.status}: ${again.text}`);
      assert.equal(await count(write, later), 1);
    });
  }

  it('lets the gateway finish a write in flight, take no new connection, and exit 0', async () => {
    const write = WRITES.audience;
    const [held, refused] = [newTag('gateway'), newTag('gateway')];
    const inFlight = holdPost(site.url + write.path, write.body(held));
    await sleep(300);
    const ended = site.signal('gateway', 'SIGTERM');
    await sleep(300);
    try {
      const late = await throughGateway(write, refused);
      assert.equal(late.status, 0, `a new request reached the stopping gateway: ${late.status} ${late.text}`);

      inFlight.finish();
      const { status, text } = await inFlight.answer;
      assert.equal(status, 201, text);
      assert.deepEqual(await ended, { code: 0, signal: null });
      assert.equal(await count(write, held), 1);
      assert.equal(await count(write, refused), 0);
    } finally {
      inFlight.finish();
      await ended;
      await site.start('gateway');
    }
    // The login made before the stop holds on the new gateway process: sessions live in the database.
    const user = await timedFetch(`${site.url}/api/user`, { headers: { cookie } });
    assert.equal(user.status, 200, user.text);
  });
});
