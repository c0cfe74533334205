import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AudioItem, Episode, PlaybackPosition, PodcastOverview } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { textBody } from '@site/service-kit/testing/text-body';
import webvtt from 'node-webvtt';
import { parseFeed } from 'podcast-partytime';
import request from 'supertest';
import { v5 as uuidv5 } from 'uuid';
import { readRecordingSeeds, type RecordingSeeds } from '../src/features/library/audio/recording-seeds.js';
import { MEDIA_DIR } from '../src/features/library/media/media-files.js';
import { startContent } from './content-app.js';

const SITE = 'https://example.org';
const SECRET = 'integration-secret';

/** An error answer's message, whether the service gave one text or a list. */
const messageOf = (body: { message: string | string[] }) => [body.message].flat().join(' ');

describe('library audio, podcast, media and playback positions on PostgreSQL', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let seeds: RecordingSeeds;

  const server = () => app.getHttpAdapter().getInstance().server;
  const get = (url: string) => request(server()).get(url);
  const text = (url: string) => request(server()).get(url).buffer(true).parse(textBody);
  const asUser = (userId: number) => ({ [IDENTITY_HEADER]: signIdentity({ userId, isAdmin: false }, SECRET) });

  beforeAll(async () => {
    db = await createTestDatabase('content_audio_helper');
    app = await startContent(db.url, { SITE_URL: `${SITE}/` });
    seeds = await readRecordingSeeds();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  describe('GET /api/library/audio', () => {
    it('lists the shipped lectures and readings, the most recently added first', async () => {
      const items = (await get('/api/library/audio').expect(200)).body as AudioItem[];
      const expected = [...seeds.items].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
      expect(items.map((item) => item.slug)).toEqual(expected.map((item) => item.slug));
      const [first] = items;
      expect(first).toEqual({
        slug: expected[0].slug,
        title: expected[0].title,
        kind: expected[0].kind,
        speaker: expected[0].speaker,
        recordedOn: expected[0].recordedOn,
        summary: expected[0].summary,
        topics: expected[0].topics,
        audio: { ...expected[0].audio, type: 'audio/mpeg' },
        artworkUrl: expected[0].artworkUrl,
        addedAt: expected[0].addedAt.toISOString(),
      });
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['lecture', 'reading']));
    });
  });

  describe('GET /api/podcast', () => {
    it('describes the show and lists its episodes newest first', async () => {
      const { show, episodes } = (await get('/api/podcast').expect(200)).body as PodcastOverview;
      expect(show).toEqual({
        title: seeds.show.title,
        description: seeds.show.description,
        author: seeds.show.author,
        language: 'en',
        category: seeds.show.category,
        artworkUrl: seeds.show.artworkUrl,
        feedUrl: `${SITE}/podcast/feed.xml`,
        ownerName: seeds.show.ownerName,
      });
      expect(episodes.map((episode) => episode.number)).toEqual([3, 2, 1]);
      expect(Object.keys(episodes[0]).sort()).toEqual(
        ['audio', 'id', 'number', 'publishedAt', 'slug', 'summary', 'title'].sort(),
      );
    });

    it('answers an episode by slug and by id, with notes, chapters and transcript', async () => {
      const seed = seeds.episodes[1];
      const episode = (await get(`/api/podcast/episodes/${seed.slug}`).expect(200)).body as Episode;
      expect(episode).toMatchObject({
        slug: seed.slug,
        number: seed.number,
        title: seed.title,
        publishedAt: seed.publishedAt.toISOString(),
        audio: { ...seed.audio, type: 'audio/mpeg' },
        chapters: seed.chapters,
        transcript: seed.transcript,
        transcriptUrl: `/podcast/episodes/${seed.slug}/transcript.vtt`,
        chaptersUrl: `/podcast/episodes/${seed.slug}/chapters.json`,
        artworkUrl: seeds.show.artworkUrl,
      });
      expect(episode.notesHtml).toContain('<a href="/essay/surprise-measured-shannon-and-the-shape-of-information"');
      const byId = (await get(`/api/podcast/episodes/${episode.id}`).expect(200)).body as Episode;
      expect(byId.slug).toBe(seed.slug);
    });

    it('answers 404 for an unknown episode and 400 for an oversized name', async () => {
      const missing = await get('/api/podcast/episodes/no-such-episode').expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404, message: 'Episode not found' });
      await get('/api/podcast/episodes/99999').expect(404);
      const long = await get(`/api/podcast/episodes/${'a'.repeat(201)}`).expect(400);
      expect(messageOf(long.body)).toMatch(/at most 200 characters/);
    });
  });

  describe('/media/*', () => {
    const [episode] = [() => seeds.episodes[0]];
    const mp3 = () => readFile(path.join(MEDIA_DIR, episode().audio.url.replace('/media/', '')));

    it('serves a whole file with its type, length, validators and a year of immutable caching', async () => {
      const bytes = await mp3();
      const response = await get(episode().audio.url).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['last-modified']).toBeTruthy();
      expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
      expect(bytes.length).toBe(episode().audio.byteLength);
    });

    it('answers a byte range with 206 and Content-Range', async () => {
      const bytes = await mp3();
      const response = await get(episode().audio.url).set('Range', 'bytes=100-199').buffer(true).expect(206);
      expect(response.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(Number(response.headers['content-length'])).toBe(100);
      expect(Buffer.compare(response.body as Buffer, bytes.subarray(100, 200))).toBe(0);
      const tail = await get(episode().audio.url).set('Range', 'bytes=-10').buffer(true).expect(206);
      expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    });

    it('answers 416 with the size for a range outside the file', async () => {
      const size = episode().audio.byteLength;
      const response = await get(episode().audio.url)
        .set('Range', `bytes=${size}-${size + 10}`)
        .expect(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
      expect(response.body).toMatchObject({ statusCode: 416 });
    });

    it('answers 304 to a client holding the same bytes', async () => {
      const { headers } = await get(episode().audio.url).expect(200);
      await get(episode().audio.url).set('If-None-Match', headers.etag).expect(304);
    });

    it('serves the artwork as a PNG', async () => {
      const response = await get(seeds.show.artworkUrl).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
    });

    it('answers 404 for a missing file and 400 for a name that could leave its folder', async () => {
      const missing = await get('/media/audio/no-such-file.mp3').expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404 });
      await get('/media/audio/.hidden').expect(400);
      await get('/media/audio/..%2F..%2Fpackage.json').expect(400);
      await get('/media/..%2Fseed/scripts.json').expect(400);
      await get('/media/Audio/x.mp3').expect(400);
    });
  });

  describe('/podcast/feed.xml', () => {
    it('is an RSS feed a podcast parser reads with every tag Apple Podcasts, Spotify and Podcasting 2.0 ask for', async () => {
      const response = await text('/podcast/feed.xml').expect(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = parseFeed(response.body as string)!;
      expect(feed).not.toBeNull();
      expect(feed.title).toBe(seeds.show.title);
      expect(feed.link).toBe(`${SITE}/podcast`);
      expect(feed.language).toBe('en');
      expect(feed.author).toBe(seeds.show.author);
      expect(feed.owner).toEqual({ name: seeds.show.ownerName, email: 'hello@commonplace.quest' });
      expect(feed.itunesImage).toBe(`${SITE}${seeds.show.artworkUrl}`);
      expect(feed.itunesCategory).toEqual(['Society & Culture > Philosophy']);
      expect(feed.explicit).toBe(false);
      // The spec's namespace and the feed's address without its scheme.
      expect(feed.guid).toBe(uuidv5('example.org/podcast/feed.xml', 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'));
      expect(feed.items).toHaveLength(seeds.episodes.length);

      for (const seed of seeds.episodes) {
        const item = feed.items.find((candidate) => candidate.guid === seed.guid)!;
        expect(item.title).toBe(seed.title);
        expect(item.enclosure).toEqual({
          url: `${SITE}${seed.audio.url}`,
          length: seed.audio.byteLength,
          type: 'audio/mpeg',
        });
        expect(item.pubDate?.toISOString()).toBe(seed.publishedAt.toISOString());
        expect(item.duration).toBe(Math.round(seed.audio.durationSeconds));
        expect(item.itunesEpisode).toBe(seed.number);
        expect(item.itunesEpisodeType).toBe('full');
        expect(item.explicit).toBe(false);
        expect(item.podcastTranscripts).toEqual([
          { url: `${SITE}/podcast/episodes/${seed.slug}/transcript.vtt`, type: 'text/vtt', language: 'en' },
        ]);
        expect(item.podcastChapters).toEqual({
          url: `${SITE}/podcast/episodes/${seed.slug}/chapters.json`,
          type: 'application/json+chapters',
        });
      }
      const xml = response.body as string;
      expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
      expect(xml).toContain('<guid isPermaLink="false">');
      // RFC 2822 dates.
      expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    });

    it('keeps each episode guid as stored, whatever the site address', async () => {
      const feed = parseFeed((await text('/podcast/feed.xml').expect(200)).body as string)!;
      expect(feed.items.map((item) => item.guid).sort()).toEqual(seeds.episodes.map((e) => e.guid).sort());
    });
  });

  describe('transcripts and chapters', () => {
    it('serves each transcript as valid WebVTT, open to any origin', async () => {
      const seed = seeds.episodes[0];
      const response = await text(`/podcast/episodes/${seed.slug}/transcript.vtt`).expect(200);
      expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const parsed = webvtt.parse(response.body as string, { strict: true });
      expect(parsed.valid).toBe(true);
      expect(parsed.cues).toHaveLength(seed.transcript.length);
      parsed.cues.forEach((cue, index) => {
        expect(cue.start).toBeCloseTo(seed.transcript[index].startSeconds, 3);
        expect(cue.end).toBeCloseTo(seed.transcript[index].endSeconds, 3);
        expect(cue.text).toBe(`<v ${seed.transcript[index].speaker}>${seed.transcript[index].text}`);
      });
    });

    it('serves each episode’s Podcasting 2.0 JSON chapters, open to any origin', async () => {
      const seed = seeds.episodes[2];
      const response = await text(`/podcast/episodes/${seed.slug}/chapters.json`).expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const chapters = JSON.parse(response.body as string) as { version: string; chapters: unknown[] };
      expect(chapters.version).toBe('1.2.0');
      expect(chapters.chapters).toEqual(
        seed.chapters.map((chapter, index) => ({
          startTime: chapter.startSeconds,
          endTime: seed.chapters[index + 1]?.startSeconds ?? seed.audio.durationSeconds,
          title: chapter.title,
        })),
      );
    });

    it('answers 404 for an unknown episode', async () => {
      await get('/podcast/episodes/no-such-episode/transcript.vtt').expect(404);
      await get('/podcast/episodes/no-such-episode/chapters.json').expect(404);
    });
  });

  describe('sitemap', () => {
    it('lists the podcast pages and every episode in the pages sitemap', async () => {
      const sitemap = (await text('/sitemaps/pages.xml').expect(200)).body as string;
      expect(sitemap).toContain(`<loc>${SITE}/podcast</loc>`);
      expect(sitemap).toContain(`<loc>${SITE}/library/audio</loc>`);
      for (const seed of seeds.episodes) expect(sitemap).toContain(`<loc>${SITE}/podcast/episode/${seed.slug}</loc>`);
    });
  });

  describe('playback positions', () => {
    it('answers 401 to a visitor', async () => {
      await get('/api/library/positions').expect(401);
      await request(server()).put('/api/library/positions/audio:x').send({ seconds: 1 }).expect(401);
    });

    it('saves, replaces and lists where a listener stopped, per listener', async () => {
      const episodeKey = `episode:${seeds.episodes[0].slug}`;
      const audioKey = `audio:${seeds.items[0].slug}`;
      const saved = await request(server())
        .put(`/api/library/positions/${episodeKey}`)
        .set(asUser(7))
        .send({ seconds: 12.5 })
        .expect(200);
      expect(saved.body).toEqual({ mediaKey: episodeKey, seconds: 12.5, updatedAt: expect.any(String) });
      await request(server()).put(`/api/library/positions/${audioKey}`).set(asUser(7)).send({ seconds: 3 }).expect(200);
      await request(server())
        .put(`/api/library/positions/${episodeKey}`)
        .set(asUser(7))
        .send({ seconds: 40 })
        .expect(200);
      const mine = (await get('/api/library/positions').set(asUser(7)).expect(200)).body as PlaybackPosition[];
      expect(mine.map(({ mediaKey, seconds }) => ({ mediaKey, seconds }))).toEqual([
        { mediaKey: episodeKey, seconds: 40 },
        { mediaKey: audioKey, seconds: 3 },
      ]);
      expect((await get('/api/library/positions').set(asUser(8)).expect(200)).body).toEqual([]);
    });

    it('refuses a malformed key or number with 400 and an unknown recording with 404', async () => {
      const put = (key: string, body: object) =>
        request(server()).put(`/api/library/positions/${key}`).set(asUser(7)).send(body);
      expect(messageOf((await put('song:x', { seconds: 1 }).expect(400)).body)).toMatch(
        /episode:<slug> or audio:<slug>/,
      );
      expect(messageOf((await put('audio:x', { seconds: -1 }).expect(400)).body)).toMatch(/at least 0/);
      expect(messageOf((await put('audio:x', { seconds: 'ten' }).expect(400)).body)).toMatch(/must be a number/);
      expect(messageOf((await put('audio:x', {}).expect(400)).body)).toMatch(/must be a number/);
      await put('audio:x', { seconds: 1, extra: true }).expect(400);
      expect((await put('audio:no-such-recording', { seconds: 1 }).expect(404)).body.statusCode).toBe(404);
      await put('episode:no-such-episode', { seconds: 1 }).expect(404);
    });
  });
});
