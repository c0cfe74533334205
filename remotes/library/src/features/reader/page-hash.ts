/**
 * `#page=N` deep links, as PDF viewers read them (the PDF open parameters also allow `#page=N&zoom=…`;
 * only the page is kept). Null when the hash names no page of this document.
 */
export function readPageHash(hash: string, pageCount: number): number | null {
  const params = new URLSearchParams(hash.replace(/^#/, '').replace(/&amp;/g, '&'));
  const value = params.get('page');
  if (value === null || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= pageCount ? page : null;
}

export function pageHash(page: number): string {
  return `#page=${page}`;
}

/** A typed page number kept within the document; null when it is not a number at all. */
export function clampPage(value: string | number, pageCount: number): number | null {
  const page = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(page) || (typeof value === 'string' && value.trim() === '')) return null;
  return Math.min(Math.max(Math.round(page), 1), Math.max(pageCount, 1));
}
