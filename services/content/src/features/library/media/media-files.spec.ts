import { MEDIA_FILE_PATTERN, MEDIA_KIND_PATTERN, mediaNameOf, mediaTypeOf } from './media-files.js';

describe('media names', () => {
  it.each(['surprise-measured-e5b3f87eed.mp3', 'cover.png', 'a_b-1.tar.gz', 'notes.pdf'])(
    'accepts the file %s',
    (name) => {
      expect(MEDIA_FILE_PATTERN.test(name)).toBe(true);
    },
  );

  it.each(['.hidden', '..', '../x.mp3', 'a/b.mp3', 'x..mp3', 'noextension', 'UPPER.mp3', 'a.b.c.d', 'x.mp3\u0000'])(
    'refuses the file %j',
    (name) => {
      expect(MEDIA_FILE_PATTERN.test(name)).toBe(false);
    },
  );

  it('accepts plain kinds only', () => {
    expect(MEDIA_KIND_PATTERN.test('audio')).toBe(true);
    expect(['..', 'a/b', 'Audio', ''].some((kind) => MEDIA_KIND_PATTERN.test(kind))).toBe(false);
  });
});

describe('media addresses', () => {
  it('names the kind and file of a media address, and nothing for any other', () => {
    expect(mediaNameOf('/media/audio/talk-1a2b.mp3')).toEqual({ kind: 'audio', file: 'talk-1a2b.mp3' });
    expect(mediaNameOf('https://cdn.example.org/media/audio/talk.mp3')).toBeNull();
    expect(mediaNameOf('/media/audio/../x.mp3')).toBeNull();
    expect(mediaNameOf('/media/audio/deeper/x.mp3')).toBeNull();
  });

  it('gives a file the type it is served with', () => {
    expect(mediaTypeOf('notes.ab12.md')).toBe('text/markdown; charset=utf-8');
    expect(mediaTypeOf('talk.mp3')).toBe('audio/mpeg');
    expect(mediaTypeOf('tool.exe')).toBeUndefined();
  });
});
