import { MEDIA_FILE_PATTERN, MEDIA_KIND_PATTERN } from './media-files.js';

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
