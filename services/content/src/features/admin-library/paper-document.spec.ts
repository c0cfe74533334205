import { documentDescription, documentNamesFor } from './paper-document.js';

describe('documentDescription', () => {
  it('keeps a short abstract whole, on one line', () => {
    expect(documentDescription('  Two clocks.\n\nOne of them lived.  ')).toBe('Two clocks. One of them lived.');
  });

  it('ends a long abstract at its last whole sentence', () => {
    const first = `${'Time is measured by clocks and lived by people, and the two do not agree. '.repeat(3)}`;
    const description = documentDescription(`${first}${'More words follow here. '.repeat(20)}`);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/\.$/);
    expect(description.startsWith(first.trim())).toBe(true);
  });

  it('cuts one very long sentence at a word, with an ellipsis', () => {
    const description = documentDescription(`${'word, '.repeat(100)}end.`);
    expect(description).toMatch(/^word, word,.*word…$/);
    expect(description.length).toBeLessThanOrEqual(300);
  });
});

describe('documentNamesFor', () => {
  it('offers the slug, then the slug with the id', () => {
    expect(documentNamesFor('two-clocks', 14)).toEqual(['two-clocks', 'two-clocks-14']);
  });

  it('keeps the second name within a document name’s 120 characters', () => {
    const [, second] = documentNamesFor(`${'a'.repeat(110)}-${'b'.repeat(9)}`, 12345);
    expect(second).toBe(`${'a'.repeat(110)}-bbb-12345`);
    expect(documentNamesFor(`${'a'.repeat(113)}-${'b'.repeat(6)}`, 12345)[1]).toBe(`${'a'.repeat(113)}-12345`);
  });
});
