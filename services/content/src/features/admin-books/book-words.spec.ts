import { bookSaveWords, shelfSaveWords } from './book-words.js';

const GEB = 'Gödel, Escher, Bach';

test("a book's save is worded as the author would say it", () => {
  expect(bookSaveWords(null, { title: GEB, status: 'to-read' })).toBe('added the book “Gödel, Escher, Bach”');
  expect(bookSaveWords({ status: 'reading' }, { title: GEB, status: 'read' })).toBe(
    'moved “Gödel, Escher, Bach” to Read',
  );
  expect(bookSaveWords({ status: 'read' }, { title: GEB, status: 'to-read' })).toBe(
    'moved “Gödel, Escher, Bach” to To read',
  );
  expect(bookSaveWords({ status: 'read' }, { title: GEB, status: 'read' })).toBe(
    'edited the book “Gödel, Escher, Bach”',
  );
});

test("a shelf's save is worded by what changed, and not at all when nothing did", () => {
  const logic = { name: 'Logic', description: 'Proofs.' };
  expect(shelfSaveWords(null, logic)).toBe('made the shelf “Logic”');
  expect(shelfSaveWords(logic, { ...logic, name: 'Proof' })).toBe('renamed the shelf “Logic” to “Proof”');
  expect(shelfSaveWords(logic, { ...logic, description: 'Proofs and paradoxes.' })).toBe('described the shelf “Logic”');
  expect(shelfSaveWords(logic, logic)).toBeNull();
});
