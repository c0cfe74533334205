import { journalIdOf } from './admin/admin-journal.js';
import { slugify } from './slug.js';

test('a slug keeps letters and digits, folds accents and joins the rest with single hyphens', () => {
  expect(slugify('  Gödel, Escher & the Loop: Part 2! ', 80)).toBe('godel-escher-the-loop-part-2');
  expect(slugify('  Ŝpecial Relativity: Part 2! ', 200)).toBe('special-relativity-part-2');
  expect(slugify('---', 80)).toBe('');
});

test('a slug cut to its length never ends on a hyphen', () => {
  expect(slugify('abc def', 4)).toBe('abc');
});

test("a journal entry's id is its day and its title's words, as the journal folder's files are named", () => {
  expect(journalIdOf({ date: '2026-09-02', title: 'A Morning with Fog' })).toBe('2026-09-02-a-morning-with-fog');
  expect(journalIdOf({ date: '2026-09-02', title: '?!' })).toBe('2026-09-02');
});
