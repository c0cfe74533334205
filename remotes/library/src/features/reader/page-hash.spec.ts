import { clampPage, pageHash, readPageHash } from './page-hash';

test('reads the page of a #page= link within the document', () => {
  expect(readPageHash('#page=3', 10)).toBe(3);
  expect(readPageHash('#page=3&zoom=150', 10)).toBe(3);
  expect(readPageHash('page=10', 10)).toBe(10);
});

test('ignores hashes that name no page of this document', () => {
  expect(readPageHash('', 10)).toBeNull();
  expect(readPageHash('#introduction', 10)).toBeNull();
  expect(readPageHash('#page=0', 10)).toBeNull();
  expect(readPageHash('#page=11', 10)).toBeNull();
  expect(readPageHash('#page=2.5', 10)).toBeNull();
  expect(readPageHash('#page=-1', 10)).toBeNull();
});

test('writes the hash back', () => {
  expect(pageHash(7)).toBe('#page=7');
});

test('keeps a typed page number within the document', () => {
  expect(clampPage('4', 10)).toBe(4);
  expect(clampPage('40', 10)).toBe(10);
  expect(clampPage('0', 10)).toBe(1);
  expect(clampPage(' 2.6 ', 10)).toBe(3);
  expect(clampPage('', 10)).toBeNull();
  expect(clampPage('two', 10)).toBeNull();
});
