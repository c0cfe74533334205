import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EPISODE_AUDIO_UNREADABLE_TEXT, EPISODE_AUDIO_WRONG_TYPE_TEXT } from '@site/contracts';
import { AUDIO_SEED_DIR } from '../library/audio/recording-seeds.js';
import { MEDIA_DIR } from '../library/media/media-files.js';
import { AudioFileProblem, readEpisodeAudio } from './episode-audio.js';

/** An MP4 box: its size, its four-letter type and its contents. */
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * The smallest M4A a reader takes: its brand, and one AAC track (a sound sample description under an audio
 * handler) whose media header says 90 seconds at 44.1 kHz.
 */
function tinyM4a(): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A \0\0\0\0M4A mp42isom', 'latin1'));
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(1, 12);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(44_100, 12);
  mdhd.writeUInt32BE(44_100 * 90, 16);
  const hdlr = Buffer.alloc(25);
  hdlr.write('soun', 8, 'latin1');
  const mp4a = Buffer.alloc(28);
  mp4a.writeUInt16BE(1, 6);
  mp4a.writeUInt16BE(2, 16);
  mp4a.writeUInt16BE(16, 18);
  mp4a.writeUInt32BE(44_100 * 65_536, 24);
  const entries = Buffer.alloc(8);
  entries.writeUInt32BE(1, 4);
  const stbl = box('stbl', box('stsd', entries, box('mp4a', mp4a)));
  const mdia = box('mdia', box('mdhd', mdhd), box('hdlr', hdlr), box('minf', stbl));
  return Buffer.concat([ftyp, box('moov', box('trak', box('tkhd', tkhd), mdia))]);
}

describe('readEpisodeAudio', () => {
  it('reads an MP3 of the seed: its type, and the length its recording script wrote down', async () => {
    const recordings = JSON.parse(await readFile(path.join(AUDIO_SEED_DIR, 'recordings.json'), 'utf8')) as {
      episodes: Record<string, { url: string; durationSeconds: number }>;
    };
    const { url, durationSeconds } = recordings.episodes['why-keep-a-commonplace-book'];
    const audio = await readEpisodeAudio(await readFile(path.join(MEDIA_DIR, url.replace(/^\/media\//, ''))));
    expect(audio).toMatchObject({ type: 'audio/mpeg', extension: 'mp3' });
    expect(audio.durationSeconds).toBeCloseTo(durationSeconds, 0);
  });

  it('reads an M4A by its brand, and its length from the movie header', async () => {
    await expect(readEpisodeAudio(tinyM4a())).resolves.toEqual({
      type: 'audio/x-m4a',
      extension: 'm4a',
      durationSeconds: 90,
    });
  });

  it.each([
    ['text named .mp3', Buffer.from('This is a text file, not audio at all.\n'.repeat(20))],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as not MP3 or M4A', async (_, bytes) => {
    await expect(readEpisodeAudio(bytes)).rejects.toThrow(new AudioFileProblem(EPISODE_AUDIO_WRONG_TYPE_TEXT));
  });

  it('refuses an MP3 cut off after its first frame header, as of unknown length', async () => {
    const headerOnly = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(6)]);
    await expect(readEpisodeAudio(headerOnly)).rejects.toThrow(new AudioFileProblem(EPISODE_AUDIO_UNREADABLE_TEXT));
  });
});
