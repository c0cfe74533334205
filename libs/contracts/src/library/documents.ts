import type { Paper } from './academic.js';

export const DOCUMENT_FORMATS = ['pdf', 'markdown'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** What a document name may look like; anything else cannot name a document (400). */
export const DOCUMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** One entry of a document's table of contents. */
export interface DocumentOutlineEntry {
  title: string;
  /** 1 for top-level entries, deeper entries count up. */
  level: number;
  /** Markdown: the heading's id; PDF: the 1-based page number, as a string. */
  target: string;
}

/** An essay or lesson whose text links to a library item. */
export interface CitedIn {
  kind: 'essay' | 'lesson';
  title: string;
  href: string;
}

/** GET /api/library/documents/:name. */
export interface LibraryDocument {
  name: string;
  title: string;
  format: DocumentFormat;
  /** The file under /media/documents/ (PDF, or the markdown source). */
  fileUrl: string;
  byteLength: number;
  /** PDFs only; null for markdown. */
  pageCount: number | null;
  /** Markdown only: sanitised HTML whose headings carry the outline's ids; null for PDFs. */
  html: string | null;
  outline: DocumentOutlineEntry[];
  /** The paper whose full text this is, if any. */
  paper: Paper | null;
  /** Essays linking to /library/document/<name>; lessons come from GET /api/elearning/cited-in (services never call each other). */
  citedIn: CitedIn[];
}

/** One row of GET /api/library/documents: the document without its html. */
export type LibraryDocumentSummary = Omit<LibraryDocument, 'html'>;
