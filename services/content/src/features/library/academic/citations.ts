import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { Citations, PaperAuthor, PaperKind } from '@site/contracts';

/** What a reference needs to know about a paper or a set of lecture notes. */
export interface CitableWork {
  slug: string;
  kind: PaperKind;
  title: string;
  authors: PaperAuthor[];
  venue: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  doi: string | null;
  /** Where a reader finds the work: its own URL, else its page on this site (absolute). */
  url: string;
}

/**
 * The work as CSL-JSON, the form citation-js converts from. A paper is an article in its venue; lecture notes are a
 * report the venue (a seminar, a course) issued, which APA marks "[Lecture notes]".
 */
function toCsl(work: CitableWork): Record<string, unknown> {
  const [year, month, day] = work.publishedOn.split('-').map(Number);
  return {
    id: work.slug,
    'citation-key': citationKey(work),
    title: work.title,
    author: work.authors.map(({ given, family }) => ({ given, family })),
    issued: { 'date-parts': [[year, month, day]] },
    URL: work.url,
    ...(work.doi ? { DOI: work.doi } : {}),
    ...(work.kind === 'paper'
      ? { type: 'article-journal', 'container-title': work.venue }
      : { type: 'report', genre: 'Lecture notes', publisher: work.venue }),
  };
}

/** `Calloway2025incompleteness`: the first author's family name, the year and the title's first long word. */
export function citationKey(work: Pick<CitableWork, 'authors' | 'publishedOn' | 'title'>): string {
  const ascii = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  const family = ascii(work.authors[0]?.family ?? 'Anonymous');
  const word =
    work.title
      .split(/\s+/)
      .map(ascii)
      .find((w) => w.length > 3) ?? 'work';
  return `${family}${work.publishedOn.slice(0, 4)}${word.toLowerCase()}`;
}

/** BibTeX, RIS and an APA 7 line for one work, made by citation-js from the same CSL record. */
export function citationsOf(work: CitableWork): Citations {
  const cite = new Cite(toCsl(work));
  return {
    bibtex: cite.format('bibtex').trim(),
    ris: unwrapRis(cite.format('ris').trim()),
    apa: cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }).trim(),
  };
}

/**
 * Formats one citation, so citation-js compiles its APA style and loads its plugins at boot: the first paper's page
 * otherwise spends about a second on it, past the time a page's first HTML waits for its data under load.
 */
export function warmCitations(): void {
  citationsOf({
    slug: 'warm-up',
    kind: 'paper',
    title: 'Warm-up',
    authors: [{ family: 'Author', given: 'An' }],
    venue: 'Venue',
    publishedOn: '2000-01-01',
    doi: null,
    url: 'https://example.org/',
  });
}

/** citation-js breaks RIS values every 70 characters; whole lines keep URLs and titles intact for every importer. */
function unwrapRis(ris: string): string {
  return ris.replace(/\r?\n(?![A-Z][A-Z0-9] {2}-)/g, '');
}
