import type { PaperAuthor } from '@site/contracts';

/** "Ada Lovelace", "Ada Lovelace and Charles Babbage", "A, B and C": names as a reader says them. */
export function formatAuthors(authors: readonly PaperAuthor[]): string {
  const names = authors.map((author) => [author.given, author.family].filter(Boolean).join(' '));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The DOI as a resolvable link; DOIs are case-insensitive and may hold '/' and other reserved characters. */
export function doiHref(doi: string): string {
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}
