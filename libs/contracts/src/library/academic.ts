export const PAPER_KINDS = ['paper', 'lecture-notes'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** Papers on one page of GET /api/library/papers. */
export const PAPER_PAGE_SIZE = 20;
/** The highest page number the API accepts, so the offset stays a plain integer. */
export const PAPER_PAGE_MAX = 1_000_000;

export interface PaperAuthor {
  given: string;
  family: string;
}

/** The same reference in three forms, each ready to copy. */
export interface Citations {
  bibtex: string;
  ris: string;
  /** One APA 7 reference line, plain text. */
  apa: string;
}

/** A paper or a set of lecture notes by the site's author; cited from essays as /library/academic#<slug>. */
export interface Paper {
  slug: string;
  kind: PaperKind;
  title: string;
  authors: PaperAuthor[];
  venue: string;
  year: number;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  abstract: string;
  /** Only for work with a registered DOI; null for unpublished notes. */
  doi: string | null;
  url: string | null;
  /** The library document holding its full text (/library/document/<name>), if any. */
  documentName: string | null;
  /** The PDF's address under /media/documents/, when the full text is a PDF. */
  pdfUrl: string | null;
  topics: string[];
  citations: Citations;
  /** ISO date-time the item entered the library. */
  addedAt: string;
}

/** The query of GET /api/library/papers. */
export interface PaperListParams {
  kind?: PaperKind;
  topic?: string;
  q?: string;
  page?: number;
}

/** GET /api/library/papers (the total is also in X-Total-Count). */
export interface PaperList {
  items: Paper[];
  total: number;
}
