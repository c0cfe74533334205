// Word lengths that repeat in a loose rhythm, so a drawn line of text looks like prose, not a ruler.
const WORD_WIDTHS = [34, 18, 46, 26, 52, 14, 38, 22, 30, 44, 20, 28];
const WORD_GAP = 6;

interface WordLineProps {
  x: number;
  y: number;
  width: number;
  /** Which word of the rhythm the line starts with, so stacked lines differ. */
  offset?: number;
  /** Shrinks the words for small type. */
  scale?: number;
  height?: number;
}

/** Grey bars standing for the words of one line of text, from `x` to `x + width`. */
export function WordLine({ x, y, width, offset = 0, scale = 1, height = 6 }: WordLineProps) {
  const words: { start: number; length: number }[] = [];
  for (let cursor = x, index = offset; cursor < x + width; index += 1) {
    const length = Math.min(WORD_WIDTHS[index % WORD_WIDTHS.length] * scale, x + width - cursor);
    if (length > 3) words.push({ start: cursor, length });
    cursor += length + WORD_GAP * scale;
  }
  return (
    <g className="multi-column__words">
      {words.map(({ start, length }) => (
        <rect key={start} x={start} y={y} width={length} height={height} rx={height / 3} />
      ))}
    </g>
  );
}

/** A block of `count` lines, `step` apart, each starting at a different word. */
export function WordBlock({
  x,
  y,
  width,
  count,
  step,
  scale,
  height,
}: Omit<WordLineProps, 'offset'> & { count: number; step: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, line) => (
        <WordLine key={line} x={x} y={y + line * step} width={width} offset={line * 5} scale={scale} height={height} />
      ))}
    </>
  );
}
