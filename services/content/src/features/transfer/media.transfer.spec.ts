import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { MEDIA_DIR } from '../library/media/media-files.js';
import { mediaTransfer } from './media.transfer.js';

const PNG = 'podcast/commonplace-audio-bc3e6fe9e2.png';
const shipped = (file: string) => readFile(path.join(MEDIA_DIR, file));

describe('media in the archive', () => {
  it('reads each file with the type it is served with', async () => {
    const png = await shipped(PNG);
    const markdown = strToU8('# Notes\n\nText.\n');
    const records = await mediaTransfer.read({
      [`media/${PNG}`]: png,
      'media/documents/notes.ab12.md': markdown,
      'essays/x.md': strToU8('not media'),
    });
    expect(records.map(({ kind, file, contentType }) => ({ kind, file, contentType }))).toEqual([
      { kind: 'documents', file: 'notes.ab12.md', contentType: 'text/markdown; charset=utf-8' },
      { kind: 'podcast', file: 'commonplace-audio-bc3e6fe9e2.png', contentType: 'image/png' },
    ]);
    expect(Buffer.from(records[1].bytes).equals(png)).toBe(true);
  });

  it.each([
    ['media/covers/a.webp', /media\/covers\/a\.webp: a media file lies in media\/<kind>\/, the kinds being audio/],
    ['media/audio/deeper/a.mp3', /a media file lies in media\/<kind>\//],
    ['media/audio/Bad Name.mp3', /named with lower-case letters/],
    ['media/audio/clip.exe', /a media file is one of \.mp3, \.m4a, \.png/],
  ])('refuses %s with a message naming it', async (name, message) => {
    await expect(mediaTransfer.read({ [name]: strToU8('bytes') })).rejects.toThrow(message);
  });

  it('refuses a file whose bytes are not what its extension says, and an empty one', async () => {
    await expect(mediaTransfer.read({ 'media/audio/talk-1.mp3': await shipped(PNG) })).rejects.toThrow(
      'media/audio/talk-1.mp3: its bytes are not the audio/mpeg its extension says.',
    );
    await expect(mediaTransfer.read({ 'media/documents/a.md': new Uint8Array([0xff, 0xfe, 0x00]) })).rejects.toThrow(
      /its bytes are not the text\/markdown/,
    );
    await expect(mediaTransfer.read({ 'media/audio/talk-1.mp3': new Uint8Array() })).rejects.toThrow(
      'media/audio/talk-1.mp3: the file is empty.',
    );
  });
});
