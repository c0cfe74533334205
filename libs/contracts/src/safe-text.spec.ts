import { unsafeTextProblem } from './safe-text.js';

describe('unsafeTextProblem', () => {
  it('accepts ordinary text in any script, emoji and line breaks included', () => {
    for (const text of ['', 'Two Clocks', 'café', 'Ἀριστοτέλης', '🙂 ok', 'line\nbreak\ttab']) {
      expect(unsafeTextProblem(text)).toBeNull();
    }
  });

  it('names NUL and other control characters', () => {
    for (const text of ['\u0000', 'a\u0001b', '\u001b[31m', '\u007f']) {
      expect(unsafeTextProblem(text)).toBe('contains a NUL or control character');
    }
  });

  it('names lone surrogates, high or low', () => {
    for (const text of ['\uD800', 'a\uDFFFb', '\uDBFF\uDBFF\uDC00']) {
      expect(unsafeTextProblem(text)).toBe('is not well-formed Unicode');
    }
  });
});
