import type { PaperAuthor, PaperKind } from './academic.js';
import type { DocumentFormat } from './documents.js';

export const PAPER_SLUG_MAX = 120;
/** A slug: lower-case words joined by single hyphens, not digits alone (those are ids). */
export const PAPER_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The one full title, subtitle included ("Title: Subtitle"): headings split it, citations keep it whole. */
export const PAPER_TITLE_MAX = 300;
export const PAPER_VENUE_MAX = 300;
export const PAPER_ABSTRACT_MAX = 20_000;
export const PAPER_AUTHORS_MAX = 50;
export const PAPER_AUTHOR_NAME_MAX = 200;
export const PAPER_DOI_MAX = 200;
export const PAPER_URL_MAX = 500;
/** One BibTeX entry with its abstract is a few kilobytes; this leaves room for a long one. */
export const PAPER_BIBTEX_MAX = 50_000;

/** PDF uploads: a PDF by content, at most this size. */
export const PAPER_PDF_MAX_BYTES = 25 * 1024 * 1024;
export const PAPER_PDF_WRONG_TYPE_TEXT = 'Choose a PDF file: this file is not a PDF.';
export const PAPER_PDF_TOO_LARGE_TEXT = 'The PDF is larger than 25 MB.';

export const DOI_PROBLEM_TEXT = 'A DOI looks like 10.1234/abc.567 (a https://doi.org/ address is taken too).';
export const BIBTEX_EMPTY_TEXT = 'No BibTeX entry was found: paste one entry, such as @article{key, title = {…}, …}.';

/** A registered DOI: `10.<registrant>/<suffix>`, as the library stores it (lower case). */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/**
 * A DOI as the library keeps it: without `https://doi.org/` or `doi:` before it, in lower case (DOIs are
 * case-insensitive). Null when the text is no DOI.
 */
export function normalizeDoi(text: string): string | null {
  let doi = text.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  try {
    // An address copied from a browser may carry %2F for the slash.
    doi = decodeURIComponent(doi);
  } catch {
    return null;
  }
  doi = doi.toLowerCase();
  return DOI_PATTERN.test(doi) && doi.length <= PAPER_DOI_MAX ? doi : null;
}

/** POST /api/admin/library/papers and PUT /api/admin/library/papers/:id. */
export interface AdminPaperInput {
  slug: string;
  kind: PaperKind;
  title: string;
  /** In the order the work names them; at least one. */
  authors: PaperAuthor[];
  venue: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  abstract: string;
  /** Normalised by the service (see `normalizeDoi`); null for none. */
  doi: string | null;
  url: string | null;
  topics: string[];
}

/** The paper's full text as the library holds it: a PDF uploaded here, or a document of the seed. */
export interface AdminPaperDocument {
  name: string;
  format: DocumentFormat;
  fileUrl: string;
  byteLength: number;
  /** Read from the PDF; null for markdown, or a PDF whose pages could not be counted. */
  pageCount: number | null;
}

/** One row of GET /api/admin/library/papers, newest first. */
export interface AdminPaperRow {
  id: number;
  slug: string;
  kind: PaperKind;
  title: string;
  authors: PaperAuthor[];
  venue: string;
  publishedOn: string;
  document: AdminPaperDocument | null;
}

/** GET /api/admin/library/papers/:id: everything the paper editor edits. */
export interface AdminPaper extends AdminPaperRow {
  abstract: string;
  doi: string | null;
  url: string | null;
  topics: string[];
  addedAt: string;
  /** Where readers find it: its document's reader, or its place in the list of papers. */
  path: string;
}

/** POST /api/admin/library/papers/from-bibtex. */
export interface BibtexInput {
  bibtex: string;
}

/** The fields one BibTeX entry gave, for the editor to fill its form with; what the entry lacked is empty. */
export interface BibtexPaper extends AdminPaperInput {
  /** The fields a paper needs that the entry did not give, for the author to fill in. */
  missing: (keyof AdminPaperInput)[];
}
