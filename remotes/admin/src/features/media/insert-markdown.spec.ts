import { insertAsParagraph } from './insert-markdown';

const IMAGE = '![A heron](/media/images/4-960.webp)';

test('an empty body gets the image and a new paragraph to write in', () => {
  expect(insertAsParagraph('', 0, 0, IMAGE)).toEqual({ text: `${IMAGE}\n\n`, cursor: IMAGE.length + 2 });
});

test('in the middle of a line, the image becomes a paragraph of its own', () => {
  expect(insertAsParagraph('Before after', 6, 6, IMAGE)).toEqual({
    text: `Before\n\n${IMAGE}\n\n after`,
    cursor: `Before\n\n${IMAGE}\n\n`.length,
  });
});

test('the selection is replaced, and the blank lines already there are kept rather than doubled', () => {
  const text = 'First paragraph.\n\nREPLACE ME\n\nLast paragraph.';
  const start = text.indexOf('REPLACE ME');
  const inserted = insertAsParagraph(text, start, start + 'REPLACE ME'.length, IMAGE);
  expect(inserted.text).toBe(`First paragraph.\n\n${IMAGE}\n\nLast paragraph.`);
  expect(inserted.text.slice(inserted.cursor)).toBe('Last paragraph.');
});

test('at the end of a line with a line after it, the cursor starts the next paragraph', () => {
  const inserted = insertAsParagraph('One.\nTwo.', 4, 4, IMAGE);
  expect(inserted.text).toBe(`One.\n\n${IMAGE}\n\nTwo.`);
  expect(inserted.text.slice(inserted.cursor)).toBe('Two.');
});
