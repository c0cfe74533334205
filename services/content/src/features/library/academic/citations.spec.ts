import { parse } from '@retorquere/bibtex-parser';
import { citationKey, citationsOf, type CitableWork } from './citations.js';

const paper: CitableWork = {
  slug: 'attention-as-a-scarce-quantity',
  kind: 'paper',
  title: 'Attention as a Scarce Quantity: An Essay in Moral Arithmetic',
  authors: [
    { given: 'Iris', family: 'Calloway' },
    { given: 'Tomás', family: 'Reinholt' },
  ],
  venue: 'Commonplace Working Papers',
  publishedOn: '2025-03-14',
  doi: null,
  url: 'https://commonplace.quest/library/academic#attention-as-a-scarce-quantity',
};

const notes: CitableWork = {
  ...paper,
  slug: 'notes-on-time',
  kind: 'lecture-notes',
  title: 'Two Clocks: Lecture Notes on Physical and Lived Time',
  authors: [{ given: 'Iris', family: 'Calloway' }],
  venue: 'Commonplace Seminar on Time',
  publishedOn: '2024-10-01',
  url: 'https://commonplace.quest/library/document/notes-on-time',
};

/** RIS as tag → values, checking every line has the `XX  - value` shape. */
function risTags(ris: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const line of ris.split(/\r?\n/).filter(Boolean)) {
    const match = /^([A-Z][A-Z0-9])  - ?(.*)$/.exec(line);
    if (!match) throw new Error(`Not a RIS line: ${line}`);
    tags.set(match[1], [...(tags.get(match[1]) ?? []), match[2]]);
  }
  return tags;
}

describe('citationsOf', () => {
  it('writes BibTeX that a BibTeX parser reads back with every author, the title, venue, year and URL', () => {
    const { bibtex } = citationsOf(paper);
    const { entries, errors } = parse(bibtex);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.type).toBe('article');
    expect(entry.key).toBe('Calloway2025attention');
    // The parser decodes `{\' a}` to a combining accent: compare composed forms.
    const authors = (entry.fields.author as { firstName: string; lastName: string }[]).map((name) => ({
      lastName: name.lastName.normalize('NFC'),
      firstName: name.firstName.normalize('NFC'),
    }));
    expect(authors).toEqual([
      { lastName: 'Calloway', firstName: 'Iris' },
      { lastName: 'Reinholt', firstName: 'Tomás' },
    ]);
    expect(entry.fields.title).toBe(paper.title);
    expect(entry.fields.journal).toBe(paper.venue);
    expect(entry.fields.year).toBe('2025');
    expect(entry.fields.url).toBe(paper.url);
    expect(entry.fields.doi).toBeUndefined();
  });

  it('writes lecture notes as a report issued by their venue', () => {
    const { entries } = parse(citationsOf(notes).bibtex);
    expect(entries[0].type).toBe('techreport');
    expect(entries[0].fields.institution).toEqual([notes.venue]);
    expect(entries[0].fields.type).toBe('Lecture notes');
  });

  it('writes a RIS record from TY to ER with one AU per author', () => {
    const tags = risTags(citationsOf(paper).ris);
    expect(tags.get('TY')).toEqual(['JOUR']);
    expect(tags.get('AU')).toEqual(['Calloway, Iris', 'Reinholt, Tomás']);
    expect(tags.get('TI')).toEqual([paper.title]);
    expect(tags.get('T2')).toEqual([paper.venue]);
    expect(tags.get('PY')).toEqual(['2025']);
    expect(tags.get('UR')).toEqual([paper.url]);
    expect(tags.get('ER')).toEqual(['']);
    expect(tags.has('DO')).toBe(false);
    expect(risTags(citationsOf(notes).ris).get('TY')).toEqual(['RPRT']);
  });

  it('carries a DOI into all three forms when the work has one', () => {
    const cited = citationsOf({ ...paper, doi: '10.5555/example.2025.1' });
    expect(parse(cited.bibtex).entries[0].fields.doi).toBe('10.5555/example.2025.1');
    expect(risTags(cited.ris).get('DO')).toEqual(['10.5555/example.2025.1']);
    expect(cited.apa).toContain('https://doi.org/10.5555/example.2025.1');
  });

  it('writes one APA 7 line: authors with initials, year, title, venue and address', () => {
    expect(citationsOf(paper).apa).toBe(
      'Calloway, I., & Reinholt, T. (2025). Attention as a Scarce Quantity: An Essay in Moral Arithmetic. ' +
        'Commonplace Working Papers. https://commonplace.quest/library/academic#attention-as-a-scarce-quantity',
    );
    expect(citationsOf(notes).apa).toBe(
      'Calloway, I. (2024). Two Clocks: Lecture Notes on Physical and Lived Time [Lecture notes]. ' +
        'Commonplace Seminar on Time. https://commonplace.quest/library/document/notes-on-time',
    );
  });
});

describe('citationKey', () => {
  it('is ASCII whatever the names hold', () => {
    expect(
      citationKey({ authors: [{ given: 'Zoë', family: 'Ólafsdóttir' }], publishedOn: '2023-01-02', title: 'On Æther' }),
    ).toBe('Olafsdottir2023ther');
  });
});
