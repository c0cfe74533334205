import { appearanceAttributes, appearanceCookieValue, readAppearanceCookie } from './preferences.js';

describe('the appearance cookie', () => {
  it('round-trips every choice', () => {
    for (const theme of ['light', 'dark', 'system'] as const) {
      for (const reducedMotion of [true, false]) {
        expect(readAppearanceCookie(appearanceCookieValue({ theme, reducedMotion }))).toEqual({ theme, reducedMotion });
      }
    }
  });

  it('reads anything else as no choice', () => {
    for (const value of [undefined, '', 'dark', 'sepia.full', 'dark.fast', 'dark.full.x', '"><script>']) {
      expect(readAppearanceCookie(value)).toBeNull();
    }
  });

  it('names the attributes <html> carries', () => {
    expect(appearanceAttributes({ theme: 'dark', reducedMotion: true })).toEqual({
      'data-theme': 'dark',
      'data-motion': 'reduce',
    });
    expect(appearanceAttributes({ theme: 'system', reducedMotion: false })).toEqual({});
  });
});
