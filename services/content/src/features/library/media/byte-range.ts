/** What a `Range` header asks of a file: all of it, one span of it, or nothing it has. */
export type RangeAsked = { kind: 'whole' } | { kind: 'span'; start: number; end: number } | { kind: 'unsatisfiable' };

interface Span {
  start: number;
  end: number;
}

/** One `first-last`, `first-` or `-suffix` of a file of `size` bytes, or null when it lies outside the file. */
function spanOf(text: string, size: number): Span | null {
  const [, first, last] = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(text) ?? [];
  if (first === undefined || (first === '' && last === '')) return null;
  const span =
    first === ''
      ? { start: size - Number(last), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return span.start >= 0 && span.start <= span.end ? span : null;
}

/**
 * The part of a file a `Range` header asks for, answered as `@fastify/send` answers it for the shipped files:
 * no header or another unit means the whole file; no satisfiable span means 416; spans that overlap or touch
 * are joined, and more than one span left is answered with the whole file.
 */
export function rangeAsked(header: string | undefined, size: number): RangeAsked {
  if (header === undefined || !/^ *bytes=/.test(header)) return { kind: 'whole' };
  const spans = header
    .slice(header.indexOf('=') + 1)
    .split(',')
    .map((text) => spanOf(text, size))
    .filter((span): span is Span => span !== null)
    .sort((a, b) => a.start - b.start);
  if (spans.length === 0) return { kind: 'unsatisfiable' };
  const joined = spans.slice(1).reduce<Span[]>(
    (done, span) => {
      const last = done[done.length - 1];
      if (span.start > last.end + 1) done.push(span);
      else last.end = Math.max(last.end, span.end);
      return done;
    },
    [{ ...spans[0] }],
  );
  return joined.length === 1 ? { kind: 'span', ...joined[0] } : { kind: 'whole' };
}
