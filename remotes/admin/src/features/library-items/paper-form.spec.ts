import { DOI_PROBLEM_TEXT, type BibtexPaper } from '@site/contracts';
import { PAPER } from './fixtures';
import { authorRow, emptyPaperForm, paperFormErrors, paperFormOf, paperInputOf, withBibtex } from './paper-form';

const PARSED: BibtexPaper = {
  slug: 'attention-as-a-scarce-quantity',
  kind: 'paper',
  title: 'Attention as a Scarce Quantity',
  authors: [{ given: 'Iris', family: 'Calloway' }],
  venue: 'Commonplace Working Papers',
  publishedOn: '2025-03-14',
  abstract: '',
  doi: '10.5555/abc',
  url: null,
  topics: ['Philosophy'],
  missing: ['abstract'],
};

describe('paperInputOf', () => {
  it('trims the fields, drops empty author rows and keeps a DOI in its one form', () => {
    const form = {
      ...paperFormOf(PAPER),
      title: '  Measure Without Tears ',
      authors: [authorRow(' Iris ', 'Calloway'), authorRow('', ' '), authorRow('Tomás', 'Reinholt')],
      doi: ' https://doi.org/10.5555/ABC ',
      url: ' ',
    };
    expect(paperInputOf(form)).toMatchObject({
      title: 'Measure Without Tears',
      authors: [
        { given: 'Iris', family: 'Calloway' },
        { given: 'Tomás', family: 'Reinholt' },
      ],
      doi: '10.5555/abc',
      url: null,
    });
  });
});

describe('paperFormErrors', () => {
  it('finds nothing wrong with a saved paper', () => {
    expect(paperFormErrors(paperFormOf(PAPER))).toEqual({});
  });

  it('names each field the service would refuse', () => {
    expect(paperFormErrors({ ...emptyPaperForm(), slug: '2024', doi: 'doi-less', url: 'example.org/paper' })).toEqual({
      title: 'Give the paper its full title, a subtitle after a colon.',
      slug: 'Use lower-case letters and digits in words joined by hyphens, not digits alone.',
      authors: 'Name at least one author.',
      venue: 'Say where it appeared: a journal, a seminar, a course.',
      publishedOn: 'Give the day it was published.',
      abstract: 'Write its abstract: readers see it under the title.',
      doi: DOI_PROBLEM_TEXT,
      url: 'Give a web address starting with https://.',
    });
    const half = { ...paperFormOf(PAPER), authors: [authorRow('Iris', 'Calloway'), authorRow('Tomás', '')] };
    expect(paperFormErrors(half).authors).toBe('Give author 2 both a given and a family name.');
  });
});

describe('withBibtex', () => {
  it('fills what the entry gave, keeps what it left empty, and the slug the author typed', () => {
    const form = { ...emptyPaperForm(), slug: 'my-slug', abstract: 'Typed before pasting.' };
    const filled = withBibtex(form, PARSED, true);
    expect(paperInputOf(filled)).toEqual({
      slug: 'my-slug',
      kind: 'paper',
      title: 'Attention as a Scarce Quantity',
      authors: [{ given: 'Iris', family: 'Calloway' }],
      venue: 'Commonplace Working Papers',
      publishedOn: '2025-03-14',
      abstract: 'Typed before pasting.',
      doi: '10.5555/abc',
      url: null,
      topics: ['Philosophy'],
    });
    expect(withBibtex(form, PARSED, false).slug).toBe('attention-as-a-scarce-quantity');
  });
});
