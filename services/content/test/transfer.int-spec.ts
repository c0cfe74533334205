import type { ImportPartReport } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { readFrontMatter, writeFrontMatter } from '@site/markdown-render';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const ADMIN = { [IDENTITY_HEADER]: signIdentity({ userId: 1, isAdmin: true }, SECRET, Date.now() + 3_600_000) };
const READER = { [IDENTITY_HEADER]: signIdentity({ userId: 7, isAdmin: false }, SECRET, Date.now() + 3_600_000) };
const PART = '/api/admin/transfer/content';

type Files = Record<string, Uint8Array>;

const countsOf = (report: ImportPartReport) =>
  Object.fromEntries(report.kinds.map(({ kind, created, updated }) => [kind, { created, updated }]));

describe.each(SUITE_STORES)("the content service's part of the site archive on %s", (kind) => {
  const app = contentOn(kind, 'content_transfer');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const sql = (query: string) => app().get(DataSource).query(query);

  const exported = async (): Promise<Files> =>
    unzipSync((await api().get(PART).set(ADMIN).buffer(true).parse(bytesBody).expect(200)).body as Buffer);

  const imported = (files: Files | Buffer, dryRun = false) =>
    api()
      .post(`${PART}?dryRun=${dryRun}`)
      .set(ADMIN)
      .set('content-type', 'application/zip')
      .send(Buffer.isBuffer(files) ? files : Buffer.from(zipSync(files)));

  it('answers 401 to a visitor and 403 to a reader, both ways', async () => {
    await api().get(PART).expect(401);
    await api().get(PART).set(READER).expect(403);
    await api().post(PART).set('content-type', 'application/zip').send(Buffer.from('x')).expect(401);
    await api().post(PART).set(READER).set('content-type', 'application/zip').send(Buffer.from('x')).expect(403);
  });

  it('exports every kind: markdown with front matter for texts, JSON for structured data', async () => {
    const files = await exported();
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'topics.json',
        'library/shelves.json',
        'library/books.json',
        'library/documents.json',
        'library/papers.json',
        'library/audio.json',
        'podcast/episodes.json',
      ]),
    );
    const essays = names.filter((name) => name.startsWith('essays/'));
    const journal = names.filter((name) => name.startsWith('journal/'));
    expect(essays.length).toBeGreaterThan(5);
    const [{ entries }] = await sql(`SELECT count(*)::int AS entries FROM content.journal_entries`);
    expect(entries).toBeGreaterThan(0);
    expect(journal).toHaveLength(entries);
    expect(names.some((name) => name.startsWith('library/notes/'))).toBe(true);
    expect(names.some((name) => name.startsWith('podcast/notes/'))).toBe(true);

    const [{ slug, title }] = await sql(`SELECT slug, title FROM content.essays ORDER BY id LIMIT 1`);
    const essay = readFrontMatter(strFromU8(files[`essays/${slug}.md`]));
    expect(essay.data).toMatchObject({ title, status: 'published' });
    expect(essay.data.topics.length).toBeGreaterThan(0);
    expect(essay.content.trim().length).toBeGreaterThan(100);
    const topics = JSON.parse(strFromU8(files['topics.json']));
    expect(topics).toHaveLength(36);
    const [episode] = JSON.parse(strFromU8(files['podcast/episodes.json']));
    expect(episode.chapters.length).toBeGreaterThan(0);
    // Every file the records use travels with them, byte for byte.
    const [document] = JSON.parse(strFromU8(files['library/documents.json']));
    for (const address of [episode.audioUrl, episode.artworkUrl, `/media/documents/${document.fileName}`]) {
      const served = (await api().get(address).buffer(true).parse(bytesBody).expect(200)).body as Buffer;
      expect(Buffer.from(files[address.slice(1)]).equals(served)).toBe(true);
    }
    expect(episode.transcript.length).toBeGreaterThan(0);
  });

  it('imports its own export as unchanged, and a dry run writes nothing', async () => {
    const files = await exported();
    const report = (await imported(files).expect(200)).body as ImportPartReport;
    expect(report.part).toBe('content');
    for (const kindReport of report.kinds) expect(kindReport).toMatchObject({ created: 0, updated: 0 });
    expect(report.kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['topics', 'essays', 'books', 'papers', 'recordings', 'episodes', 'journal', 'media']),
    );

    await sql(`UPDATE content.topics SET description = 'Changed' WHERE name = 'Physics'`);
    const dry = (await imported(files, true).expect(200)).body as ImportPartReport;
    expect(countsOf(dry).topics).toEqual({ created: 0, updated: 1 });
    const [{ description }] = await sql(`SELECT description FROM content.topics WHERE name = 'Physics'`);
    expect(description).toBe('Changed');
    await imported(files).expect(200);
  });

  it('restores altered and lost content from an export, and is idempotent', async () => {
    const files = await exported();
    const [{ slug, title }] = await sql(`SELECT slug, title FROM content.essays ORDER BY id LIMIT 1`);
    await sql(`UPDATE content.essays SET title = 'Overwritten', body = 'Gone' WHERE slug = '${slug}'`);
    await sql(`UPDATE content.topics SET active = false WHERE name = 'Ecology'`);
    await sql(`DELETE FROM content.book_quotes`);
    const [{ slug: episodeSlug, title: episodeTitle }] = await sql(
      `SELECT slug, title FROM content.podcast_episodes ORDER BY number LIMIT 1`,
    );
    await sql(`DELETE FROM content.podcast_episodes WHERE slug = '${episodeSlug}'`);
    const [{ id: entry }] = await sql(`SELECT id FROM content.journal_entries ORDER BY id LIMIT 1`);
    await sql(`DELETE FROM content.journal_entries WHERE id = '${entry}'`);

    const report = (await imported(files).expect(200)).body as ImportPartReport;
    const counts = countsOf(report);
    expect(counts.essays).toEqual({ created: 0, updated: 1 });
    expect(counts.topics).toEqual({ created: 0, updated: 1 });
    expect(counts.books.updated).toBeGreaterThan(0);
    expect(counts.episodes).toEqual({ created: 1, updated: 0 });
    expect(counts.journal).toEqual({ created: 1, updated: 0 });

    const essay = (await api().get(`/api/essays/${slug}`).expect(200)).body;
    expect(essay.title).toBe(title);
    await api().get('/api/topics/Ecology').expect(200);
    const episode = (await api().get(`/api/podcast/episodes/${episodeSlug}`).expect(200)).body;
    expect(episode.title).toBe(episodeTitle);
    expect(episode.chapters.length).toBeGreaterThan(0);
    await api().get(`/api/journal/${entry}`).expect(200);
    const [{ quotes }] = await sql(`SELECT count(*)::int AS quotes FROM content.book_quotes`);
    expect(quotes).toBeGreaterThan(0);
    const search = (
      await api()
        .get(`/search?q=${encodeURIComponent(title)}&limit=10`)
        .expect(200)
    ).body;
    expect(search.hits.map((hit: { id: string }) => hit.id)).toContain(slug);

    const again = (await imported(files).expect(200)).body as ImportPartReport;
    for (const kindReport of again.kinds) expect(kindReport).toMatchObject({ created: 0, updated: 0 });
  });

  it('creates a new essay from a hand-written file', async () => {
    const file = writeFrontMatter('A new text, written by hand.\n', {
      title: 'On Imports',
      date: '2026-02-01',
      excerpt: 'Written elsewhere.',
      status: 'published',
      topics: ['Philosophy'],
      tags: ['archives'],
    });
    const report = (await imported({ 'essays/on-imports.md': strToU8(file) }).expect(200)).body as ImportPartReport;
    expect(countsOf(report).essays).toEqual({ created: 1, updated: 0 });
    const essay = (await api().get('/api/essays/on-imports').expect(200)).body;
    expect(essay).toMatchObject({ title: 'On Imports', tags: ['archives'] });
  });

  it('refuses a malformed archive with a clear 400 and changes nothing', async () => {
    const notZip = await imported(Buffer.from('this is not a zip')).expect(400);
    expect(notZip.body.message).toMatch(/not a readable zip archive/);

    const good = writeFrontMatter('Text.\n', {
      title: 'Fine',
      date: '2026-02-02',
      excerpt: '',
      status: 'draft',
      topics: [],
      tags: [],
    });
    const noTitle = writeFrontMatter('Text.\n', {
      date: '2026-02-02',
      excerpt: '',
      status: 'draft',
      topics: [],
      tags: [],
    });
    const missing = await imported({
      'essays/fine-one.md': strToU8(good),
      'essays/no-title.md': strToU8(noTitle),
    }).expect(400);
    expect(missing.body.message).toMatch(/^essays\/no-title\.md: title/);

    const unknownTopic = writeFrontMatter('Text.\n', {
      title: 'Astrology',
      date: '2026-02-02',
      excerpt: '',
      status: 'draft',
      topics: ['Astrology'],
      tags: [],
    });
    const topics = JSON.stringify([{ name: 'Physics', active: true, description: 'Rewritten by a bad archive' }]);
    const refused = await imported({
      'topics.json': strToU8(topics),
      'essays/fine-one.md': strToU8(good),
      'essays/stars.md': strToU8(unknownTopic),
    }).expect(400);
    expect(refused.body.message).toBe('essays/stars.md: there is no topic "Astrology".');

    await imported({ 'library/books.json': strToU8('{ broken') }).expect(400);
    const digits = await imported({ 'essays/12345.md': strToU8(good) }).expect(400);
    expect(digits.body.message).toMatch(/^essays\/12345\.md: a new essay's slug must be words/);
    const impossible = await imported({
      'essays/leap.md': strToU8(good.replace("'2026-02-02'", "'2026-02-30'")),
    }).expect(400);
    expect(impossible.body.message).toBe('essays/leap.md: date must be a date (YYYY-MM-DD).');
    await imported({ 'journal/Bad Name.md': strToU8(good) }).expect(400);

    const [{ essays }] = await sql(
      `SELECT count(*)::int AS essays FROM content.essays WHERE slug IN ('fine-one', 'stars')`,
    );
    expect(essays).toBe(0);
    const [{ description }] = await sql(`SELECT description FROM content.topics WHERE name = 'Physics'`);
    expect(description).not.toBe('Rewritten by a bad archive');
  });
});
