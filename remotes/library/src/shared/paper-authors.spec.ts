import { doiHref, formatAuthors } from './paper-authors';

test('authors read as a sentence', () => {
  expect(formatAuthors([])).toBe('');
  expect(formatAuthors([{ given: 'Ada', family: 'Lovelace' }])).toBe('Ada Lovelace');
  expect(
    formatAuthors([
      { given: 'Ada', family: 'Lovelace' },
      { given: 'Charles', family: 'Babbage' },
      { given: '', family: 'Menabrea' },
    ]),
  ).toBe('Ada Lovelace, Charles Babbage and Menabrea');
});

test('a DOI links to its resolver, keeping its slashes', () => {
  expect(doiHref('10.1000/xyz 12')).toBe('https://doi.org/10.1000/xyz%2012');
});
