import { BIBTEX_EMPTY_TEXT } from '@site/contracts';
import { citationsOf, type CitableWork } from '../library/academic/citations.js';
import { BibtexProblem, paperFromBibtex } from './bibtex-paper.js';

/** As Zotero exports a journal article (BibLaTeX: the subtitle in a field of its own). */
const ZOTERO = String.raw`@article{calloway_attention_2025,
  title = {Attention as a {Scarce} {Quantity}},
  subtitle = {An Essay in Moral Arithmetic},
  volume = {3},
  url = {https://example.org/attention},
  doi = {https://doi.org/10.5555/ABC.2025.1},
  abstract = {We ask what attention is
    worth, and answer in arithmetic.},
  journaltitle = {Commonplace Working Papers},
  author = {Calloway, Iris and Reinholt, Tom{\'a}s and van Gogh, Vincent},
  date = {2025-03-14},
  keywords = {ethics, mathematics, Philosophy},
}`;

describe('paperFromBibtex', () => {
  it('fills a paper from a Zotero export: one title, authors in order, venue, day, abstract, DOI, URL and topics', () => {
    expect(paperFromBibtex(ZOTERO)).toEqual({
      slug: 'attention-as-a-scarce-quantity-an-essay-in-moral-arithmetic',
      kind: 'paper',
      title: 'Attention as a Scarce Quantity: An Essay in Moral Arithmetic',
      authors: [
        { given: 'Iris', family: 'Calloway' },
        { given: 'Tomás', family: 'Reinholt' },
        { given: 'Vincent', family: 'van Gogh' },
      ],
      venue: 'Commonplace Working Papers',
      publishedOn: '2025-03-14',
      abstract: 'We ask what attention is worth, and answer in arithmetic.',
      doi: '10.5555/abc.2025.1',
      url: 'https://example.org/attention',
      topics: ['Mathematics', 'Philosophy'],
      missing: [],
    });
  });

  it('reads back what the site’s own citations write, lecture notes included', () => {
    const notes: CitableWork = {
      slug: 'two-clocks',
      kind: 'lecture-notes',
      title: 'Two Clocks: Lecture Notes on Physical and Lived Time',
      authors: [{ given: 'Iris', family: 'Calloway' }],
      venue: 'Commonplace Seminar on Time',
      publishedOn: '2024-10-01',
      doi: '10.5555/clocks',
      url: 'https://example.org/two-clocks',
    };
    expect(paperFromBibtex(citationsOf(notes).bibtex)).toMatchObject({
      kind: 'lecture-notes',
      title: notes.title,
      authors: notes.authors,
      venue: notes.venue,
      publishedOn: notes.publishedOn,
      doi: notes.doi,
      url: notes.url,
      missing: ['abstract'],
    });
  });

  it('names what a sparse entry lacks, and dates one of a year alone on its first day', () => {
    expect(paperFromBibtex('@inproceedings{k, title = {On Measure}, booktitle = {Proc. X}, year = 2019}')).toEqual({
      slug: 'on-measure',
      kind: 'paper',
      title: 'On Measure',
      authors: [],
      venue: 'Proc. X',
      publishedOn: '2019-01-01',
      abstract: '',
      doi: null,
      url: null,
      topics: [],
      missing: ['authors', 'abstract'],
    });
    expect(paperFromBibtex('@misc{k, note = {x}}').missing).toEqual([
      'title',
      'authors',
      'venue',
      'publishedOn',
      'abstract',
    ]);
  });

  it('keeps no DOI, URL or date it cannot use', () => {
    const paper = paperFromBibtex(
      '@article{k, title = {T}, doi = {not a doi}, url = {ftp://example.org/x}, year = 2021, month = 2, day = 30}',
    );
    expect([paper.doi, paper.url, paper.publishedOn]).toEqual([null, null, '']);
  });

  it.each([
    ['an unclosed brace', '@article{k, title = {Unclosed', /^The BibTeX could not be read \(expected .* at line 1/],
    ['a missing closing brace', '@article{k,\n title = {T}, year = 2020', /at line 2 col \d+\)\. Check its braces/],
  ])('refuses %s, saying where', (_, bibtex, message) => {
    expect(() => paperFromBibtex(bibtex)).toThrow(BibtexProblem);
    expect(() => paperFromBibtex(bibtex)).toThrow(message);
  });

  it.each([
    ['nothing', ''],
    ['prose', 'Calloway, I. (2025). Attention as a scarce quantity.'],
    // Taken for a DOI, it would be fetched: BibTeX is all this reads.
    ['a DOI', '10.5555/abc.2025.1'],
    ['an address', 'https://example.org/paper.bib'],
  ])('refuses %s as holding no entry', (_, bibtex) => {
    expect(() => paperFromBibtex(bibtex)).toThrow(new BibtexProblem(BIBTEX_EMPTY_TEXT));
  });

  it('refuses more than one entry', () => {
    expect(() => paperFromBibtex('@article{a, title = {A}}\n@article{b, title = {B}}')).toThrow(
      'The BibTeX holds 2 entries: paste one at a time.',
    );
  });
});
