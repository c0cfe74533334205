export interface Inserted {
  text: string;
  /** Where the cursor goes: the start of the paragraph after what was inserted. */
  cursor: number;
}

/**
 * `text` with `markdown` in place of the selection from `start` to `end`, as a paragraph of its own: an image on the
 * line after a sentence would be drawn inside that sentence's paragraph.
 */
export function insertAsParagraph(text: string, start: number, end: number, markdown: string): Inserted {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const gap = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${gap}${markdown}\n\n`;
  // The blank line after the image is already written: the ones there would double it.
  return { text: head + after.replace(/^\n{1,2}/, ''), cursor: head.length };
}
