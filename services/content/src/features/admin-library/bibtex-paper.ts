import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import {
  BIBTEX_EMPTY_TEXT,
  normalizeDoi,
  PAPER_SLUG_MAX,
  slugify,
  TOPIC_NAMES,
  type AdminPaperInput,
  type BibtexPaper,
  type PaperAuthor,
} from '@site/contracts';

/** BibTeX that cannot give one paper's fields: its message is the author's to read. */
export class BibtexProblem extends Error {}

/** The little of a CSL-JSON item (citation-js's form of an entry) a paper takes. */
interface CslItem {
  type?: string;
  genre?: string;
  title?: string;
  author?: { given?: string; family?: string; literal?: string; 'non-dropping-particle'?: string }[];
  'container-title'?: string;
  'event-title'?: string;
  'collection-title'?: string;
  publisher?: string;
  issued?: { 'date-parts'?: (number | string)[][] };
  abstract?: string;
  DOI?: string;
  URL?: string;
  keyword?: string;
}

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The fields a paper cannot be saved without, named when the entry leaves them empty. */
const REQUIRED = ['title', 'authors', 'venue', 'publishedOn', 'abstract'] as const;

/** The entries of BibTeX (or BibLaTeX) text as CSL-JSON; citation-js is told the format, so it never fetches. */
function entries(bibtex: string): CslItem[] {
  try {
    return new Cite(bibtex, { forceType: '@biblatex/text' }).data as CslItem[];
  } catch (error) {
    // The parser's first line says what it expected and where ("… at line 2 col 55:"); the rest draws the line.
    const where = String((error as Error).message ?? error)
      .split('\n')[0]
      .replace(/:$/, '');
    throw new BibtexProblem(`The BibTeX could not be read (${where}). Check its braces, quotes and commas.`);
  }
}

/** A date of the entry as YYYY-MM-DD: the first of the month, or of the year, when it names no day. */
function dayOf(item: CslItem): string {
  const [year, month = 1, day = 1] = (item.issued?.['date-parts']?.[0] ?? []).map(Number);
  if (!Number.isInteger(year) || year < 1 || year > 9999) return '';
  const at = new Date(Date.UTC(year, month - 1, day));
  at.setUTCFullYear(year);
  // A day past the month's end (31 April) rolls into the next month: such a date is not kept.
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? at.toISOString().slice(0, 10) : '';
}

function authorsOf(item: CslItem): PaperAuthor[] {
  return (item.author ?? [])
    .map((name) => ({
      given: clean(name.given),
      // "van Gogh": the particle that stays with the name is part of the family name.
      family: clean([name['non-dropping-particle'], name.family ?? name.literal].filter(Boolean).join(' ')),
    }))
    .filter((name) => name.family !== '');
}

/** The entry's keywords that are site topics, in the site's order. */
function topicsOf(item: CslItem): string[] {
  const keywords = new Set(
    (item.keyword ?? '')
      .split(/[,;]/)
      .map((keyword) => clean(keyword).toLowerCase())
      .filter(Boolean),
  );
  return TOPIC_NAMES.filter((topic) => keywords.has(topic.toLowerCase()));
}

/**
 * One BibTeX entry as a paper's fields, for the editor to fill its form with (Zotero's "import from clipboard").
 * A report whose type says lecture notes (as this site's own BibTeX writes them) is lecture notes; anything else
 * is a paper in its journal, proceedings or publisher. A subtitle joins the title after ": " (citation-js does so).
 * Throws `BibtexProblem` for text that holds no entry, more than one, or cannot be read.
 */
export function paperFromBibtex(bibtex: string): BibtexPaper {
  const found = entries(bibtex);
  if (found.length === 0) throw new BibtexProblem(BIBTEX_EMPTY_TEXT);
  if (found.length > 1) throw new BibtexProblem(`The BibTeX holds ${found.length} entries: paste one at a time.`);
  const [item] = found;
  const title = clean(item.title);
  const url = clean(item.URL);
  const fields: AdminPaperInput = {
    slug: slugify(title, PAPER_SLUG_MAX),
    kind: /lecture/i.test(item.genre ?? '') || item.type === 'speech' ? 'lecture-notes' : 'paper',
    title,
    authors: authorsOf(item),
    venue: clean(item['container-title'] ?? item['event-title'] ?? item['collection-title'] ?? item.publisher),
    publishedOn: dayOf(item),
    abstract: (item.abstract ?? '').trim(),
    doi: item.DOI ? normalizeDoi(item.DOI) : null,
    url: /^https?:\/\//i.test(url) ? url : null,
    topics: topicsOf(item),
  };
  const missing = REQUIRED.filter((field) => fields[field].length === 0);
  return { ...fields, missing };
}
