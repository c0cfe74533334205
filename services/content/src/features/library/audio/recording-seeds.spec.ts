import { stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_DIR } from '../media/media-files.js';
import { readRecordingSeeds } from './recording-seeds.js';

/** The shipped seed: its scripts and what make-audio.mjs measured agree, and the files are there. */
describe('the shipped recordings', () => {
  it('has three episodes of one to one and a half minutes with chapters, and lectures and readings', async () => {
    const { episodes, items } = await readRecordingSeeds();
    expect(episodes.map((episode) => episode.number)).toEqual([1, 2, 3]);
    for (const episode of episodes) {
      expect(episode.audio.durationSeconds).toBeGreaterThanOrEqual(60);
      expect(episode.audio.durationSeconds).toBeLessThanOrEqual(90);
      expect(episode.chapters.length).toBeGreaterThanOrEqual(2);
      expect(episode.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['lecture', 'reading']));
  });

  it('times every transcript line in order, inside its recording, each chapter on a line’s start', async () => {
    for (const episode of (await readRecordingSeeds()).episodes) {
      let previousEnd = 0;
      for (const line of episode.transcript) {
        expect(line.startSeconds).toBeGreaterThanOrEqual(previousEnd);
        expect(line.endSeconds).toBeGreaterThan(line.startSeconds);
        previousEnd = line.endSeconds;
      }
      expect(previousEnd).toBeLessThanOrEqual(episode.audio.durationSeconds);
      const starts = new Set(episode.transcript.map((line) => line.startSeconds));
      for (const chapter of episode.chapters) expect(starts.has(chapter.startSeconds)).toBe(true);
    }
  });

  it('ships each MP3 and artwork with the size the seed states, under three megabytes in all', async () => {
    const { show, episodes, items } = await readRecordingSeeds();
    let total = 0;
    for (const { audio } of [...episodes, ...items]) {
      const { size } = await stat(path.join(MEDIA_DIR, audio.url.replace(/^\/media\//, '')));
      expect(size).toBe(audio.byteLength);
      total += size;
    }
    for (const artwork of [show.artworkUrl, items[0].artworkUrl])
      total += (await stat(path.join(MEDIA_DIR, artwork.replace(/^\/media\//, '')))).size;
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
