import {
  DOI_PROBLEM_TEXT,
  normalizeDoi,
  PAPER_SLUG_PATTERN,
  type AdminPaper,
  type AdminPaperInput,
  type BibtexPaper,
  type PaperKind,
} from '@site/contracts';

/** One author as the editor lists them; the key keeps a row's fields and focus when rows move. */
export interface AuthorRow {
  key: string;
  given: string;
  family: string;
}

/** The paper editor's fields as typed. */
export interface PaperForm {
  kind: PaperKind;
  title: string;
  slug: string;
  authors: AuthorRow[];
  venue: string;
  /** YYYY-MM-DD, as a date field holds it. */
  publishedOn: string;
  abstract: string;
  doi: string;
  url: string;
  topics: string[];
}

export type PaperFormErrors = Partial<
  Record<'title' | 'slug' | 'authors' | 'venue' | 'publishedOn' | 'abstract' | 'doi' | 'url', string>
>;

let nextKey = 0;
export const authorRow = (given = '', family = ''): AuthorRow => ({ key: `author-${++nextKey}`, given, family });

/** A new paper starts with one author row to fill in. */
export const emptyPaperForm = (): PaperForm => ({
  kind: 'paper',
  title: '',
  slug: '',
  authors: [authorRow()],
  venue: '',
  publishedOn: '',
  abstract: '',
  doi: '',
  url: '',
  topics: [],
});

export function paperFormOf(paper: AdminPaper): PaperForm {
  return {
    kind: paper.kind,
    title: paper.title,
    slug: paper.slug,
    authors: paper.authors.map(({ given, family }) => authorRow(given, family)),
    venue: paper.venue,
    publishedOn: paper.publishedOn,
    abstract: paper.abstract,
    doi: paper.doi ?? '',
    url: paper.url ?? '',
    topics: paper.topics,
  };
}

/**
 * The form with what a BibTeX entry gave: each field it filled replaces the typed one, and an empty one keeps what
 * was there. The slug follows the title unless the author has typed one (or the paper is saved).
 */
export function withBibtex(form: PaperForm, parsed: BibtexPaper, keepSlug: boolean): PaperForm {
  const given = <K extends keyof PaperForm>(field: K, value: PaperForm[K]) =>
    (Array.isArray(value) ? value.length > 0 : value !== '') ? value : form[field];
  return {
    kind: parsed.kind,
    title: given('title', parsed.title),
    slug: keepSlug ? form.slug : given('slug', parsed.slug),
    authors: given(
      'authors',
      parsed.authors.map(({ given: first, family }) => authorRow(first, family)),
    ),
    venue: given('venue', parsed.venue),
    publishedOn: given('publishedOn', parsed.publishedOn),
    abstract: given('abstract', parsed.abstract),
    doi: given('doi', parsed.doi ?? ''),
    url: given('url', parsed.url ?? ''),
    topics: given('topics', parsed.topics),
  };
}

/** The authors the author named: rows left wholly empty are dropped. */
const namedAuthors = (rows: AuthorRow[]) =>
  rows
    .map(({ given, family }) => ({ given: given.trim(), family: family.trim() }))
    .filter(({ given, family }) => given || family);

export function paperInputOf(form: PaperForm): AdminPaperInput {
  const doi = form.doi.trim();
  const url = form.url.trim();
  return {
    slug: form.slug.trim(),
    kind: form.kind,
    title: form.title.trim(),
    authors: namedAuthors(form.authors),
    venue: form.venue.trim(),
    publishedOn: form.publishedOn,
    abstract: form.abstract.trim(),
    doi: doi ? (normalizeDoi(doi) ?? doi) : null,
    url: url || null,
    topics: form.topics,
  };
}

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** What the service would refuse, said before asking it; empty when the form can be saved. */
export function paperFormErrors(form: PaperForm): PaperFormErrors {
  const input = paperInputOf(form);
  const errors: PaperFormErrors = {};
  if (!input.title) errors.title = 'Give the paper its full title, a subtitle after a colon.';
  if (!PAPER_SLUG_PATTERN.test(input.slug)) {
    errors.slug = 'Use lower-case letters and digits in words joined by hyphens, not digits alone.';
  }
  const half = input.authors.findIndex(({ given, family }) => !given || !family);
  if (input.authors.length === 0) errors.authors = 'Name at least one author.';
  else if (half >= 0) errors.authors = `Give author ${half + 1} both a given and a family name.`;
  if (!input.venue) errors.venue = 'Say where it appeared: a journal, a seminar, a course.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.publishedOn)) errors.publishedOn = 'Give the day it was published.';
  if (!input.abstract) errors.abstract = 'Write its abstract: readers see it under the title.';
  if (input.doi !== null && normalizeDoi(input.doi) === null) errors.doi = DOI_PROBLEM_TEXT;
  if (input.url !== null && !isWebAddress(input.url)) errors.url = 'Give a web address starting with https://.';
  return errors;
}
