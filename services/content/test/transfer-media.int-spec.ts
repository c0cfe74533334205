import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportPartReport } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { bytesBody } from '@site/service-kit/testing/text-body';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { readFrontMatter, writeFrontMatter } from '@site/markdown-render';
import { MEDIA_DIR } from '../src/features/library/media/media-files.js';
import { contentOn } from './content-app.js';

const ADMIN = {
  [IDENTITY_HEADER]: signIdentity({ userId: 1, isAdmin: true }, 'integration-secret', Date.now() + 3_600_000),
};
const PART = '/api/admin/transfer/content';
const NEW_AUDIO = '/media/audio/an-imported-talk-0a1b2c3d4e.mp3';
const ENTRY = '2026-12-01-an-imported-entry';

type Files = Record<string, Uint8Array>;

const countsOf = (report: ImportPartReport) =>
  Object.fromEntries(report.kinds.map(({ kind, created, updated }) => [kind, { created, updated }]));

/** The name of one of the shipped MP3s, and its bytes. */
const shippedAudioName = async (index: number) => (await readdir(path.join(MEDIA_DIR, 'audio'))).sort()[index];
const shippedAudio = async (index: number) => readFile(path.join(MEDIA_DIR, 'audio', await shippedAudioName(index)));

const entryFile = strToU8(
  writeFrontMatter('Written on the other site.\n', { title: 'An Imported Entry', date: '2026-12-01' }),
);

describe('media, covers and the journal from one site into a fresh one, on PostgreSQL', () => {
  const from = contentOn('PostgreSQL', 'content_transfer_from');
  const to = contentOn('PostgreSQL', 'content_transfer_to');
  const api = (app: () => NestFastifyApplication) => request(app().getHttpAdapter().getInstance().server);
  const sql = (app: () => NestFastifyApplication, query: string) => app().get(DataSource).query(query);
  const bytesOf = async (app: () => NestFastifyApplication, address: string) =>
    (await api(app).get(address).buffer(true).parse(bytesBody).expect(200)).body as Buffer;
  const exported = async (app: () => NestFastifyApplication): Promise<Files> =>
    unzipSync((await api(app).get(PART).set(ADMIN).buffer(true).parse(bytesBody).expect(200)).body as Buffer);
  const imported = (app: () => NestFastifyApplication, files: Files, dryRun = false) =>
    api(app)
      .post(`${PART}?dryRun=${dryRun}`)
      .set(ADMIN)
      .set('content-type', 'application/zip')
      .send(Buffer.from(zipSync(files)));
  /** A recording of the seed's shape, under another slug and pointing at another file. */
  const recording = async (slug: string, audioUrl: string) => {
    const [seeded] = JSON.parse(strFromU8((await exported(from))['library/audio.json']));
    return { ...seeded, slug, title: `Recording ${slug}`, audioUrl };
  };
  const audioList = async (records: object[]) => strToU8(JSON.stringify(records));

  let coverSlug: string;
  let cover: Buffer;
  let archive: Files;

  beforeAll(async () => {
    // The first site gets what a fresh one lacks: a cover, an imported recording and its file, a journal entry.
    [{ slug: coverSlug }] = await sql(from, `SELECT slug FROM content.essays ORDER BY id LIMIT 1`);
    const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#663399' } })
      .png()
      .toBuffer();
    const uploaded = await api(from)
      .put(`/api/admin/essays/${coverSlug}/cover`)
      .set(ADMIN)
      .attach('file', png, { filename: 'cover.png', contentType: 'image/png' })
      .expect(200);
    cover = await bytesOf(from, uploaded.body.cover);
    const report = await imported(from, {
      [NEW_AUDIO.slice(1)]: await shippedAudio(0),
      'library/audio.json': await audioList([await recording('an-imported-talk', NEW_AUDIO)]),
      [`journal/${ENTRY}.md`]: entryFile,
    }).expect(200);
    expect(countsOf(report.body)).toMatchObject({
      media: { created: 1, updated: 0 },
      recordings: { created: 1, updated: 0 },
      journal: { created: 1, updated: 0 },
    });
    archive = await exported(from);
  }, 120_000);

  it('exports the imported file, the cover and the entry, and a fresh site takes them all', async () => {
    expect(Buffer.from(archive[NEW_AUDIO.slice(1)]).equals(await shippedAudio(0))).toBe(true);
    expect(Buffer.from(archive[`essays/covers/${coverSlug}.webp`]).equals(cover)).toBe(true);
    expect(readFrontMatter(strFromU8(archive[`journal/${ENTRY}.md`])).data).toEqual({
      title: 'An Imported Entry',
      date: '2026-12-01',
    });

    const report = (await imported(to, archive).expect(200)).body as ImportPartReport;
    const counts = countsOf(report);
    // The shipped files are the same bytes on both sites: only the imported one is new.
    expect(counts.media).toEqual({ created: 1, updated: 0 });
    expect(counts.recordings).toEqual({ created: 1, updated: 0 });
    expect(counts.essays).toEqual({ created: 0, updated: 1 });
    expect(counts.journal).toEqual({ created: 1, updated: 0 });

    expect((await bytesOf(to, NEW_AUDIO)).equals(await shippedAudio(0))).toBe(true);
    const recordings = (await api(to).get('/api/library/audio').expect(200)).body as { slug: string }[];
    expect(recordings.map((item) => item.slug)).toContain('an-imported-talk');
    const essay = (await api(to).get(`/api/essays/${coverSlug}`).expect(200)).body;
    const [{ id }] = await sql(to, `SELECT id FROM content.essays WHERE slug = '${coverSlug}'`);
    expect(essay.cover).toMatch(new RegExp(`^/media/covers/${id}-[0-9a-f]{16}\\.webp$`));
    expect((await bytesOf(to, essay.cover)).equals(cover)).toBe(true);
    const entry = (await api(to).get(`/api/journal/${ENTRY}`).expect(200)).body;
    expect(entry).toMatchObject({ title: 'An Imported Entry', date: '2026-12-01' });
    expect(entry.html).toContain('Written on the other site.');

    const again = (await imported(to, archive).expect(200)).body as ImportPartReport;
    for (const kindReport of again.kinds) expect(kindReport).toMatchObject({ created: 0, updated: 0 });
  });

  it('serves an imported file whole, by byte range, and refuses a range outside it', async () => {
    const bytes = await shippedAudio(0);
    const whole = await api(to).get(NEW_AUDIO).buffer(true).parse(bytesBody).expect(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(whole.headers.etag).toBeTruthy();
    expect(whole.headers['last-modified']).toBeTruthy();

    const part = await api(to).get(NEW_AUDIO).set('Range', 'bytes=100-199').buffer(true).parse(bytesBody).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect((part.body as Buffer).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await api(to).get(NEW_AUDIO).set('Range', 'bytes=-10').buffer(true).parse(bytesBody).expect(206);
    expect((tail.body as Buffer).equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const outside = await api(to).get(NEW_AUDIO).set('Range', `bytes=${bytes.length}-`).expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(outside.body).toMatchObject({ statusCode: 416 });
    await api(to).get(NEW_AUDIO).set('If-None-Match', whole.headers.etag).expect(304);
    await api(to).get('/media/audio/not-imported-0a1b2c3d4e.mp3').expect(404);
  });

  it('refuses other bytes under a known name and a record whose file is missing, and stores nothing', async () => {
    const otherBytes = await shippedAudio(1);
    const changed = await imported(to, {
      [NEW_AUDIO.slice(1)]: otherBytes,
      'journal/2026-12-02-never-stored.md': entryFile,
    }).expect(400);
    expect(changed.body.message).toBe(
      `${NEW_AUDIO.slice(1)}: the site already serves different bytes as ${NEW_AUDIO}. ` +
        'Names carry a hash of the bytes: a changed file needs a new name.',
    );
    const shippedName = `media/audio/${await shippedAudioName(0)}`;
    const shipped = await imported(to, { [shippedName]: otherBytes }).expect(400);
    expect(shipped.body.message).toMatch(new RegExp(`^${shippedName}: the site already serves different bytes as /`));

    const missing = await imported(to, {
      'media/audio/another-take-1111aaaa22.mp3': otherBytes,
      'library/audio.json': await audioList([await recording('a-lost-talk', '/media/audio/nowhere-0000aaaa11.mp3')]),
    }).expect(400);
    expect(missing.body.message).toBe(
      'library/audio.json: "a-lost-talk": the file "/media/audio/nowhere-0000aaaa11.mp3" it refers to is missing: ' +
        'add it to the archive as media/audio/nowhere-0000aaaa11.mp3.',
    );

    const essay = readFrontMatter(strFromU8(archive[`essays/${coverSlug}.md`]));
    const lostCover = writeFrontMatter(essay.content, {
      ...essay.data,
      cover: '/media/covers/999-0123456789abcdef.webp',
    });
    const noCover = await imported(to, { [`essays/${coverSlug}.md`]: strToU8(lostCover) }).expect(400);
    expect(noCover.body.message).toBe(
      `essays/${coverSlug}.md: its cover "/media/covers/999-0123456789abcdef.webp" is missing: ` +
        `add it to the archive as essays/covers/${coverSlug}.webp.`,
    );

    const dry = (await imported(to, { 'media/audio/a-dry-run-2222bbbb33.mp3': otherBytes }, true).expect(200)).body;
    expect(countsOf(dry).media).toEqual({ created: 1, updated: 0 });

    const [{ files }] = await sql(
      to,
      `SELECT count(*)::int AS files FROM content.media_files WHERE file IN ('another-take-1111aaaa22.mp3', 'a-dry-run-2222bbbb33.mp3')`,
    );
    expect(files).toBe(0);
    await api(to).get('/media/audio/a-dry-run-2222bbbb33.mp3').expect(404);
    await api(to).get('/api/journal/2026-12-02-never-stored').expect(404);
    const [{ recordings }] = await sql(
      to,
      `SELECT count(*)::int AS recordings FROM content.audio_items WHERE slug = 'a-lost-talk'`,
    );
    expect(recordings).toBe(0);
  });
});
