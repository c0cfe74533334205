/** One place a search found, on one page (markdown documents are one page). */
export interface TextHit {
  /** 1-based page; 1 for markdown. */
  page: number;
  /** Offsets of the match in that page's text. */
  start: number;
  end: number;
  /** A little of the text around the match, to tell hits apart in a list. */
  before: string;
  match: string;
  after: string;
}

/** Shortest query searched: one letter would light up most of a page. */
export const MIN_QUERY_LENGTH = 2;
/** More hits than anyone reads in a list; the count says when there were more. */
export const MAX_HITS = 500;
const CONTEXT = 40;

/**
 * The query as a pattern: letters match in any case, and any run of spaces matches any run of white
 * space, since a phrase may break across lines.
 */
export function searchPattern(query: string): RegExp | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.join(' ').length < MIN_QUERY_LENGTH) return null;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('\\s+'), 'giu');
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Every match of `query` in the pages' texts, in reading order, at most MAX_HITS. */
export function findInPages(pages: readonly string[], query: string): TextHit[] {
  const pattern = searchPattern(query);
  if (!pattern) return [];
  const hits: TextHit[] = [];
  pages.forEach((text, index) => {
    for (const found of text.matchAll(pattern)) {
      if (hits.length >= MAX_HITS) return;
      const start = found.index;
      const end = start + found[0].length;
      hits.push({
        page: index + 1,
        start,
        end,
        before: squash(text.slice(Math.max(0, start - CONTEXT), start)).trimStart(),
        match: squash(found[0]),
        after: squash(text.slice(end, end + CONTEXT)).trimEnd(),
      });
    }
  });
  return hits;
}

/** A page's text as the concatenation of its pieces, with where each piece starts and ends in it. */
export interface JoinedText {
  text: string;
  spans: { start: number; end: number }[];
}

/**
 * Joins text pieces (PDF text items, DOM text nodes) into one searchable string. A piece that ends a line
 * is followed by a space, so words on two lines do not run together.
 */
export function joinPieces(pieces: readonly { str: string; hasEOL?: boolean }[]): JoinedText {
  const spans: JoinedText['spans'] = [];
  let text = '';
  for (const piece of pieces) {
    spans.push({ start: text.length, end: text.length + piece.str.length });
    text += piece.str;
    if (piece.hasEOL) text += ' ';
  }
  return { text, spans };
}

/** The indexes of the pieces a match [start, end) touches. */
export function piecesInRange(joined: JoinedText, start: number, end: number): number[] {
  const touched: number[] = [];
  joined.spans.forEach((span, index) => {
    if (span.end > start && span.start < end) touched.push(index);
  });
  return touched;
}
