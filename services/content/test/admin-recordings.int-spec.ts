import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EPISODE_AUDIO_WRONG_TYPE_TEXT,
  PODCAST_ARTWORK_SHAPE_TEXT,
  RECORDING_NEEDS_AUDIO_TEXT,
  type AdminRecording,
  type AdminRecordingInput,
  type AdminRecordingRow,
  type AudioItem,
  type LibraryOverview,
} from '@site/contracts';
import { AUDIT_SUMMARY_HEADER, IDENTITY_HEADER, parseAuditSummary, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { libraryRecordingArtwork } from '../src/features/library/audio/recording-seeds.js';
import { MEDIA_DIR } from '../src/features/library/media/media-files.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

const MP3 = path.join(MEDIA_DIR, 'audio', 'the-lamp-on-the-stair-fd5c3fa464.mp3');

const draft = (slug: string, more: Partial<AdminRecordingInput> = {}): AdminRecordingInput => ({
  slug,
  title: `A reading of ${slug}`,
  kind: 'reading',
  speaker: 'Iris Calloway',
  recordedOn: '2026-10-02',
  summary: 'A short reading about the quarrelsome gannets of the northern lighthouses.',
  topics: ['Literature'],
  status: 'draft',
  ...more,
});

const square = (side: number, height = side) =>
  sharp({ create: { width: side, height, channels: 3, background: '#204060' } })
    .png()
    .toBuffer();

describe.each(SUITE_STORES)('recordings in the admin area on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_recordings');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());
  const create = async (input: AdminRecordingInput) =>
    (await asAdmin(api().post('/api/admin/library/audio')).send(input).expect(201)).body as AdminRecording;
  const save = (id: number, input: AdminRecordingInput) =>
    asAdmin(api().put(`/api/admin/library/audio/${id}`)).send(input);
  const uploadAudio = (id: number, bytes: Buffer, name = 'recording.mp3') =>
    asAdmin(api().put(`/api/admin/library/audio/${id}/audio`)).attach('file', bytes, name);
  const storedFiles = async (): Promise<number> =>
    (
      await app()
        .get(DataSource)
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM content.media_files WHERE kind = 'audio'`)
    )[0].n;
  const listed = async () =>
    ((await api().get('/api/library/audio').expect(200)).body as AudioItem[]).map((i) => i.slug);
  const audioCount = async () => ((await api().get('/api/library').expect(200)).body as LibraryOverview).counts.audio;
  const searched = async () =>
    (await api().get('/search?q=quarrelsome%20gannets&kinds=library&limit=5').expect(200)).body.hits.map(
      (hit: { id: string }) => hit.id,
    );

  it('answers 401 to visitors and 403 to readers', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/library/audio'],
      ['post', '/api/admin/library/audio'],
      ['get', '/api/admin/library/audio/1'],
      ['put', '/api/admin/library/audio/1'],
      ['delete', '/api/admin/library/audio/1'],
      ['put', '/api/admin/library/audio/1/audio'],
      ['put', '/api/admin/library/audio/1/artwork'],
      ['delete', '/api/admin/library/audio/1/artwork'],
    ] as const) {
      await api()[method](url).expect(401);
      await api()[method](url).set(IDENTITY_HEADER, reader()).expect(403);
    }
  });

  it('takes a recording from draft to published once its audio is read from the file; readers follow', async () => {
    const countBefore = await audioCount();
    const refusedNew = await asAdmin(api().post('/api/admin/library/audio'))
      .send(draft('gannets', { status: 'published' }))
      .expect(400);
    expect(refusedNew.body.message).toBe(RECORDING_NEEDS_AUDIO_TEXT);

    const created = await asAdmin(api().post('/api/admin/library/audio')).send(draft('gannets')).expect(201);
    expect(parseAuditSummary(created.headers[AUDIT_SUMMARY_HEADER])).toBe('added the recording “A reading of gannets”');
    const item = created.body as AdminRecording;
    expect(item).toMatchObject({
      status: 'draft',
      audio: null,
      durationSeconds: null,
      artworkUrl: await libraryRecordingArtwork(),
      ownArtwork: false,
      path: '/library/audio#gannets',
    });
    expect(await listed()).not.toContain('gannets');

    const refused = await save(item.id, draft('gannets', { status: 'published' })).expect(400);
    expect(refused.body.message).toBe(RECORDING_NEEDS_AUDIO_TEXT);

    const before = await storedFiles();
    const wrong = await uploadAudio(item.id, Buffer.from('Plain text pretending to be audio.\n'.repeat(50)));
    expect([wrong.status, wrong.body.message]).toEqual([400, EPISODE_AUDIO_WRONG_TYPE_TEXT]);
    expect(await storedFiles()).toBe(before);

    const mp3 = await readFile(MP3);
    const uploaded = await uploadAudio(item.id, mp3).expect(200);
    expect(parseAuditSummary(uploaded.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'uploaded the audio of “A reading of gannets”',
    );
    const { audio } = uploaded.body as AdminRecording;
    expect(audio).toMatchObject({
      type: 'audio/mpeg',
      byteLength: mp3.length,
      url: expect.stringMatching(/^\/media\/audio\/recording-\d+-[0-9a-f]{10}\.mp3$/),
    });
    expect(audio!.durationSeconds).toBeGreaterThan(10);
    expect(await storedFiles()).toBe(before + 1);
    const served = await api().get(audio!.url).set('range', 'bytes=0-9').expect(206);
    expect(Buffer.from(served.body as Buffer)).toEqual(mp3.subarray(0, 10));
    expect(await listed()).not.toContain('gannets');

    const published = await save(item.id, draft('gannets', { status: 'published' })).expect(200);
    expect(parseAuditSummary(published.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'published the recording “A reading of gannets”',
    );
    const shown = ((await api().get('/api/library/audio').expect(200)).body as AudioItem[]).find(
      (entry) => entry.slug === 'gannets',
    );
    expect(shown).toMatchObject({ title: 'A reading of gannets', kind: 'reading', audio });
    expect(await audioCount()).toBe(countBefore + 1);
    expect(await searched()).toContain('audio:gannets');

    const unpublished = await save(item.id, draft('gannets')).expect(200);
    expect(parseAuditSummary(unpublished.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'unpublished the recording “A reading of gannets”',
    );
    expect(await listed()).not.toContain('gannets');
    expect(await audioCount()).toBe(countBefore);
    expect(await searched()).not.toContain('audio:gannets');
  });

  it('gives a recording its own square artwork, and the library’s again, refusing any other shape', async () => {
    const item = await create(draft('lamplight'));
    const wide = await asAdmin(api().put(`/api/admin/library/audio/${item.id}/artwork`))
      .attach('file', await square(1400, 1000), 'wide.png')
      .expect(400);
    expect(wide.body.message).toBe(PODCAST_ARTWORK_SHAPE_TEXT);
    const before = await storedFiles();
    const own = (
      await asAdmin(api().put(`/api/admin/library/audio/lamplight/artwork`))
        .attach('file', await square(1500), 'art.png')
        .expect(200)
    ).body as AdminRecording;
    expect(own).toMatchObject({
      ownArtwork: true,
      artworkUrl: expect.stringMatching(/^\/media\/audio\/recording-\d+-art-[0-9a-f]{10}\.png$/),
    });
    await api().get(own.artworkUrl).expect(200).expect('content-type', 'image/png');
    expect(await storedFiles()).toBe(before + 1);

    const back = await asAdmin(api().delete(`/api/admin/library/audio/${item.id}/artwork`)).expect(200);
    expect(parseAuditSummary(back.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'gave “A reading of lamplight” the library’s artwork',
    );
    expect(back.body).toMatchObject({ ownArtwork: false, artworkUrl: await libraryRecordingArtwork() });
    expect(await storedFiles()).toBe(before);
  });

  it('keeps slugs unique, opens a recording by slug, and deletes it with the files only it used', async () => {
    const item = await create(draft('short-lived'));
    const taken = await asAdmin(api().post('/api/admin/library/audio')).send(draft('short-lived')).expect(409);
    expect(taken.body.message).toBe('Another recording already has the slug "short-lived". Choose another.');
    const other = await create(draft('longer-lived'));
    await save(other.id, draft('short-lived')).expect(409);
    expect((await asAdmin(api().get('/api/admin/library/audio/short-lived')).expect(200)).body.id).toBe(item.id);

    const before = await storedFiles();
    await uploadAudio(item.id, Buffer.concat([await readFile(MP3), Buffer.alloc(16)])).expect(200);
    expect(await storedFiles()).toBe(before + 1);
    const rows = (await asAdmin(api().get('/api/admin/library/audio')).expect(200)).body as AdminRecordingRow[];
    expect(rows.find((row) => row.slug === 'short-lived')).toMatchObject({ status: 'draft', kind: 'reading' });
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThan(0);

    const deleted = await asAdmin(api().delete(`/api/admin/library/audio/${item.id}`)).expect(204);
    expect(parseAuditSummary(deleted.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'deleted the recording “A reading of short-lived”',
    );
    expect(await storedFiles()).toBe(before);
    await asAdmin(api().get(`/api/admin/library/audio/${item.id}`)).expect(404);
  });

  it('carries drafts through the site archive, and reads an archive from before drafts as published MP3s', async () => {
    const PART = '/api/admin/transfer/content';
    const exported = async () =>
      unzipSync((await asAdmin(api().get(PART)).buffer(true).parse(bytesBody).expect(200)).body as Buffer);
    const imported = async (files: Record<string, Uint8Array>) =>
      (
        await asAdmin(api().post(PART))
          .set('content-type', 'application/zip')
          .send(Buffer.from(zipSync(files)))
          .expect(200)
      ).body as { kinds: { kind: string; created: number; updated: number }[] };
    const recordingsReport = (report: Awaited<ReturnType<typeof imported>>) =>
      report.kinds.find((entry) => entry.kind === 'recordings');

    await create(draft('archived-draft'));
    const files = await exported();
    const records = JSON.parse(strFromU8(files['library/audio.json'])) as Record<string, unknown>[];
    expect(records.find((record) => record.slug === 'archived-draft')).toMatchObject({
      status: 'draft',
      audioUrl: null,
      audioBytes: null,
      durationSeconds: null,
    });
    await app().get(DataSource).query(`DELETE FROM content.audio_items WHERE slug = 'archived-draft'`);
    expect(recordingsReport(await imported(files))).toMatchObject({ created: 1, updated: 0 });
    const back = (await asAdmin(api().get('/api/admin/library/audio/archived-draft')).expect(200)).body;
    expect(back).toMatchObject({ status: 'draft', audio: null });

    const before = records
      .filter((record) => record.status === 'published')
      .map(({ status: _status, audioType: _audioType, ...record }) => record);
    const old = { ...files, 'library/audio.json': strToU8(JSON.stringify(before)) };
    expect(recordingsReport(await imported(old))).toMatchObject({ created: 0, updated: 0 });
  });
});
