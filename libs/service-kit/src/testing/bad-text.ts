import fc from 'fast-check';

const text = fc.string({ maxLength: 20 });

/** A string with a NUL or another control character somewhere in it (tab and newlines are text). */
export const withControl = fc
  .tuple(text, fc.constantFrom(0, 1, 7, 8, 11, 12, 14, 27, 31, 127), text)
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

/** A string with a lone surrogate: one followed or preceded by a letter never forms a pair. */
export const withLoneSurrogate = fc
  .tuple(text, fc.integer({ min: 0xd800, max: 0xdfff }), text)
  .map(([before, code, after]) =>
    code < 0xdc00 ? `${before}${String.fromCharCode(code)}a${after}` : `${before}a${String.fromCharCode(code)}${after}`,
  );

/** Longer than `max`, by a little or by a lot; no white space, which trimming could take off until it fits. */
export const longerThan = (max: number) =>
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: max + 1, max: max + 2000 }))
    .map(([unit, length]) =>
      unit
        .replace(/\s/g, 'a')
        .repeat(Math.ceil(length / unit.length))
        .slice(0, length),
    );
