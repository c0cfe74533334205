import { outlineEntryAt } from './outline-position';

const outline = [
  { title: 'Introduction', level: 1, target: '1' },
  { title: 'The theorems stated', level: 1, target: '2' },
  { title: 'The first theorem', level: 2, target: '2' },
  { title: 'Readings', level: 1, target: '4' },
];

test('a page is in the first section starting on it, else the last one started before it', () => {
  expect(outlineEntryAt(outline, 1)?.title).toBe('Introduction');
  expect(outlineEntryAt(outline, 2)?.title).toBe('The theorems stated');
  expect(outlineEntryAt(outline, 3)?.title).toBe('The theorems stated');
  expect(outlineEntryAt(outline, 5)?.title).toBe('Readings');
});

test('no section before the first entry, nor without an outline', () => {
  expect(outlineEntryAt(outline.slice(1), 1)).toBeNull();
  expect(outlineEntryAt([], 3)).toBeNull();
});
