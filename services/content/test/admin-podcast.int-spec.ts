import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EPISODE_AUDIO_WRONG_TYPE_TEXT,
  EPISODE_NEEDS_AUDIO_TEXT,
  EPISODE_TRANSCRIPT_UNREADABLE_TEXT,
  PODCAST_ARTWORK_SHAPE_TEXT,
  type AdminEpisode,
  type AdminEpisodeInput,
  type AdminEpisodeRow,
  type AdminPodcastShowView,
  type Episode,
  type PodcastOverview,
} from '@site/contracts';
import { AUDIT_SUMMARY_HEADER, IDENTITY_HEADER, parseAuditSummary, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { parseFeed } from 'podcast-partytime';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ScheduledEpisodes } from '../src/features/admin-podcast/scheduled-episodes.js';
import { MEDIA_DIR } from '../src/features/library/media/media-files.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

const MP3 = path.join(MEDIA_DIR, 'audio', 'the-lamp-on-the-stair-fd5c3fa464.mp3');

const TRANSCRIPT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:04.000',
  '<v Host>Welcome to a short episode about lighthouses.',
  '',
  '00:00:12.500 --> 00:00:16.000',
  '<v Host>A keeper wrote that the quarrelsome gannets never slept.',
].join('\n');

const draft = (slug: string, more: Partial<AdminEpisodeInput> = {}): AdminEpisodeInput => ({
  slug,
  title: `Keepers of ${slug}`,
  summary: 'On lighthouses and the people who kept them.',
  notes: 'Show notes with **bold** words.',
  status: 'draft',
  ...more,
});

describe.each(SUITE_STORES)('the podcast in the admin area on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_podcast');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());
  const create = async (input: AdminEpisodeInput) =>
    (await asAdmin(api().post('/api/admin/podcast/episodes')).send(input).expect(201)).body as AdminEpisode;
  const save = (id: number, input: AdminEpisodeInput) =>
    asAdmin(api().put(`/api/admin/podcast/episodes/${id}`)).send(input);
  const uploadAudio = (id: number, bytes: Buffer, name = 'episode.mp3') =>
    asAdmin(api().put(`/api/admin/podcast/episodes/${id}/audio`)).attach('file', bytes, name);
  const storedFiles = async (): Promise<number> =>
    (
      await app()
        .get(DataSource)
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM content.media_files WHERE kind = 'podcast'`)
    )[0].n;
  const feed = async () => (await api().get('/podcast/feed.xml').expect(200)).text;
  const overview = async () => (await api().get('/api/podcast').expect(200)).body as PodcastOverview;

  it('answers 401 to visitors and 403 to readers', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/podcast/episodes'],
      ['post', '/api/admin/podcast/episodes'],
      ['put', '/api/admin/podcast/episodes/1/audio'],
      ['put', '/api/admin/podcast/show'],
    ] as const) {
      await api()[method](url).expect(401);
      await api()[method](url).set(IDENTITY_HEADER, reader()).expect(403);
    }
  });

  it('takes an episode from draft to published: audio read from the file, the feed and search following', async () => {
    const last = Math.max(...(await overview()).episodes.map((e) => e.number));
    const episode = await create(draft('keepers-of-the-light'));
    expect(episode).toMatchObject({ status: 'draft', audio: null, publishedAt: null, number: last + 1 });
    expect((await overview()).episodes.map((e) => e.slug)).not.toContain('keepers-of-the-light');
    await api().get('/api/podcast/episodes/keepers-of-the-light').expect(404);

    const refused = await save(episode.id, draft('keepers-of-the-light', { status: 'published' })).expect(400);
    expect(refused.body.message).toBe(EPISODE_NEEDS_AUDIO_TEXT);

    const before = await storedFiles();
    const wrong = await uploadAudio(episode.id, Buffer.from('Plain text pretending to be audio.\n'.repeat(50)));
    expect([wrong.status, wrong.body.message]).toEqual([400, EPISODE_AUDIO_WRONG_TYPE_TEXT]);
    expect(await storedFiles()).toBe(before);

    const mp3 = await readFile(MP3);
    const uploaded = await uploadAudio(episode.id, mp3).expect(200);
    const { audio } = uploaded.body as AdminEpisode;
    expect(audio).toMatchObject({ type: 'audio/mpeg', byteLength: mp3.length });
    expect(audio!.durationSeconds).toBeGreaterThan(10);
    expect(parseAuditSummary(uploaded.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'uploaded the audio of “Keepers of keepers-of-the-light”',
    );
    const served = await api().get(audio!.url).set('range', 'bytes=0-9').expect(206);
    expect(Buffer.from(served.body as Buffer)).toEqual(mp3.subarray(0, 10));

    await asAdmin(api().put(`/api/admin/podcast/episodes/${episode.id}/transcript`))
      .send({ text: TRANSCRIPT })
      .expect(200);
    const published = await save(
      episode.id,
      draft('keepers-of-the-light', {
        status: 'published',
        chapters: [
          { startSeconds: 0, title: 'Welcome' },
          { startSeconds: 10, title: 'The gannets' },
        ],
      }),
    ).expect(200);
    expect(parseAuditSummary(published.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'episode published “Keepers of keepers-of-the-light”',
    );

    const page = (await api().get('/api/podcast/episodes/keepers-of-the-light').expect(200)).body as Episode;
    expect(page.chapters.map((c) => c.title)).toEqual(['Welcome', 'The gannets']);
    expect(page.transcript[1]).toMatchObject({ startSeconds: 12.5, speaker: 'Host' });
    expect(page.artworkUrl).toBe((await overview()).show.artworkUrl);
    const item = parseFeed(await feed())!.items.find((entry) => entry.title === 'Keepers of keepers-of-the-light');
    expect(item?.enclosure).toMatchObject({ length: mp3.length, type: 'audio/mpeg' });
    expect(item?.duration).toBe(Math.round(audio!.durationSeconds));

    const found = await api().get('/search?q=%22quarrelsome%20gannets%22&kinds=episode&limit=5').expect(200);
    expect(found.body.hits[0]).toMatchObject({
      id: 'keepers-of-the-light',
      parts: [{ url: '/podcast/episode/keepers-of-the-light?t=12' }],
    });
  });

  it('refuses chapters out of order and a transcript that is not one, changing nothing', async () => {
    const episode = await create(draft('ordered-chapters'));
    const chapters = [
      { startSeconds: 0, title: 'One' },
      { startSeconds: 30, title: 'Two' },
      { startSeconds: 30, title: 'Three' },
    ];
    const refused = await save(episode.id, draft('ordered-chapters', { chapters })).expect(400);
    expect(refused.body.message).toBe('Chapter 3 starts before or with the one before it.');
    const bad = await asAdmin(api().put(`/api/admin/podcast/episodes/${episode.id}/transcript`))
      .send({ text: 'Just some words.' })
      .expect(400);
    expect(bad.body.message).toBe(EPISODE_TRANSCRIPT_UNREADABLE_TEXT);
    const after = (await asAdmin(api().get(`/api/admin/podcast/episodes/${episode.id}`)).expect(200))
      .body as AdminEpisode;
    expect([after.chapters, after.transcriptLines]).toEqual([[], 0]);
    await asAdmin(api().post('/api/admin/podcast/episodes')).send(draft('ordered-chapters')).expect(409);
  });

  it('publishes a scheduled episode by itself when its time comes, and the audit log says so', async () => {
    const episode = await create(draft('on-the-hour'));
    await uploadAudio(episode.id, await readFile(MP3)).expect(200);
    const publishAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await save(episode.id, draft('on-the-hour', { status: 'scheduled', publishAt })).expect(200);
    expect(parseAuditSummary(scheduled.headers[AUDIT_SUMMARY_HEADER])).toMatch(
      /^episode scheduled “Keepers of on-the-hour” for /,
    );
    expect(await feed()).not.toContain('Keepers of on-the-hour');

    await app()
      .get(ScheduledEpisodes)
      .publishDue(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await feed()).toContain('Keepers of on-the-hour');
    const [event] = await app()
      .get(DataSource)
      .query<{ summary: string; path: string }[]>(
        `SELECT summary, path FROM content.audit_events WHERE path = '/podcast/episode/on-the-hour'`,
      );
    expect(event).toEqual({
      summary: 'episode published “Keepers of on-the-hour” on schedule',
      path: '/podcast/episode/on-the-hour',
    });
    const rows = (await asAdmin(api().get('/api/admin/podcast/episodes')).expect(200)).body as AdminEpisodeRow[];
    expect(rows.find((row) => row.slug === 'on-the-hour')?.status).toBe('published');
  });

  it('deletes an episode with the files only it used', async () => {
    const before = await storedFiles();
    const episode = await create(draft('short-lived'));
    const unique = Buffer.concat([await readFile(MP3), Buffer.alloc(16)]);
    await uploadAudio(episode.id, unique).expect(200);
    expect(await storedFiles()).toBe(before + 1);
    await asAdmin(api().delete(`/api/admin/podcast/episodes/${episode.id}`)).expect(204);
    expect(await storedFiles()).toBe(before);
    await asAdmin(api().get(`/api/admin/podcast/episodes/${episode.id}`)).expect(404);
  });

  it("saves the show's settings and artwork, which the feed carries at once", async () => {
    const show = (await asAdmin(api().get('/api/admin/podcast/show')).expect(200)).body as AdminPodcastShowView;
    const settings = {
      ...show,
      ownerEmail: 'studio@example.org',
      explicit: true,
      category: 'Science',
      subcategory: 'Mathematics',
    };
    const { artworkUrl: _artworkUrl, ...input } = settings;
    const wrong = await asAdmin(api().put('/api/admin/podcast/show'))
      .send({ ...input, subcategory: 'Philosophy' })
      .expect(400);
    expect(wrong.body.message).toBe('"Philosophy" is not a subcategory of Science.');
    await asAdmin(api().put('/api/admin/podcast/show')).send(input).expect(200);
    const square = (side: number, height = side) =>
      sharp({ create: { width: side, height, channels: 3, background: '#204060' } })
        .png()
        .toBuffer();
    const refused = await asAdmin(api().put('/api/admin/podcast/show/artwork'))
      .attach('file', await square(1400, 1000), 'wide.png')
      .expect(400);
    expect(refused.body.message).toBe(PODCAST_ARTWORK_SHAPE_TEXT);
    const saved = (
      await asAdmin(api().put('/api/admin/podcast/show/artwork'))
        .attach('file', await square(1500), 'art.png')
        .expect(200)
    ).body as AdminPodcastShowView;
    expect(saved.artworkUrl).toMatch(/^\/media\/podcast\/show-art-[0-9a-f]{10}\.png$/);
    const xml = await feed();
    expect(xml).toContain('<itunes:email>studio@example.org</itunes:email>');
    expect(xml).toContain('<itunes:category text="Mathematics"/>');
    expect(xml).toContain(`<itunes:image href="http://localhost:8080${saved.artworkUrl}"/>`);
    await api().get(saved.artworkUrl).expect(200).expect('content-type', 'image/png');
  });
});
