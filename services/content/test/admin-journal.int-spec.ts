import path from 'node:path';
import type { AdminJournalEntry, JournalEntry, JournalEntryDetail, ServiceSearchAnswer } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { SEED_DIR } from '../src/config.js';
import { readJournalSeeds } from '../src/features/journal/journal-seeds.js';
import { JournalRepository } from '../src/features/journal/journal.repository.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
// Signed for each request: a signature lives only 30 seconds.
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

const ENTRY = {
  title: 'Frost on the quince',
  date: '2026-11-20',
  topics: ['Ecology'],
  body: 'The quince held its frost until noon, a **zebrafinchly** stillness.',
};

describe.each(SUITE_STORES)('the author writes the journal in the admin area, on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_journal');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
    api()[method](url).set(IDENTITY_HEADER, admin());
  const publicIds = async () => ((await api().get('/api/journal').expect(200)).body as JournalEntry[]).map((e) => e.id);
  const found = async (word: string) =>
    ((await api().get(`/search?q=${word}&limit=10`).expect(200)).body as ServiceSearchAnswer).hits.map(
      (hit) => hit.url,
    );

  it.each([
    ['get', '/api/admin/journal'],
    ['post', '/api/admin/journal'],
    ['put', '/api/admin/journal/2025-06-14-swifts-over-the-allotment'],
    ['delete', '/api/admin/journal/2025-06-14-swifts-over-the-allotment'],
  ] as const)('%s %s answers 401 to visitors and 403 to readers', async (method, url) => {
    await api()[method](url).send(ENTRY).expect(401);
    await api()[method](url).set(IDENTITY_HEADER, reader()).send(ENTRY).expect(403);
  });

  it('publishes a new entry at its day and title, findable at once, and refuses a second of the same', async () => {
    const created = (await asAdmin('post', '/api/admin/journal').send(ENTRY).expect(201)).body as AdminJournalEntry;
    expect(created).toEqual({ id: '2026-11-20-frost-on-the-quince', ...ENTRY });
    expect(await publicIds()).toContain(created.id);
    const page = (await api().get(`/api/journal/${created.id}`).expect(200)).body as JournalEntryDetail;
    expect(page).toMatchObject({ title: ENTRY.title, date: ENTRY.date, topics: ['Ecology'] });
    expect(page.html).toContain('<strong>zebrafinchly</strong>');
    expect(await found('zebrafinchly')).toEqual([`/journal/${created.id}`]);

    const again = await asAdmin('post', '/api/admin/journal')
      .send({ ...ENTRY, body: 'Other words.' })
      .expect(409);
    expect(again.body.message).toContain('/journal/2026-11-20-frost-on-the-quince');
    expect(((await api().get(`/api/journal/${created.id}`).expect(200)).body as JournalEntryDetail).html).toContain(
      'zebrafinchly',
    );
  });

  it('rewrites an entry under the same address', async () => {
    const id = '2026-11-20-frost-on-the-quince';
    const changed = { ...ENTRY, title: 'Frost, and then none', date: '2026-11-21', body: 'Thawed by one.' };
    expect((await asAdmin('put', `/api/admin/journal/${id}`).send(changed).expect(200)).body).toEqual({
      id,
      ...changed,
    });
    const page = (await api().get(`/api/journal/${id}`).expect(200)).body as JournalEntryDetail;
    expect(page).toMatchObject({ title: 'Frost, and then none', date: '2026-11-21' });
    expect(await found('zebrafinchly')).toEqual([]);
    await asAdmin('put', '/api/admin/journal/no-such-entry').send(changed).expect(404);
  });

  it('refuses a bad entry with a clear message and stores nothing', async () => {
    const before = (await asAdmin('get', '/api/admin/journal').expect(200)).body as AdminJournalEntry[];
    for (const [bad, message] of [
      [{ title: '  ' }, 'title must be 1 to 300 characters.'],
      [{ date: '2026-02-30' }, 'date must be a day (YYYY-MM-DD).'],
      [{ date: 'yesterday' }, 'date must be a day (YYYY-MM-DD).'],
      [{ topics: ['Astrology'] }, 'Each topic must be one of the site’s topics.'],
    ] as const) {
      const answer = await asAdmin('post', '/api/admin/journal')
        .send(Object.assign({ ...ENTRY, title: 'Bad' }, bad))
        .expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await asAdmin('get', '/api/admin/journal').expect(200)).body).toEqual(before);
  });

  it('deletes an entry of the journal folder for good: the folder read again does not bring it back', async () => {
    const id = '2025-06-14-swifts-over-the-allotment';
    expect(await publicIds()).toContain(id);
    await asAdmin('delete', `/api/admin/journal/${id}`).expect(204);
    await api().get(`/api/journal/${id}`).expect(404);
    await asAdmin('get', `/api/admin/journal/${id}`).expect(404);

    const seeds = await readJournalSeeds(path.join(SEED_DIR, 'journal'));
    expect(seeds.map((seed) => seed.id)).toContain(id);
    expect(await app().get(JournalRepository).addMissing(seeds)).toBe(0);
    expect(await publicIds()).not.toContain(id);

    // Its id is free again: written anew, it is back.
    await asAdmin('post', '/api/admin/journal')
      .send({ title: 'Swifts over the allotment', date: '2025-06-14', topics: [], body: 'Back.' })
      .expect(201);
    expect(await publicIds()).toContain(id);
  });
});
