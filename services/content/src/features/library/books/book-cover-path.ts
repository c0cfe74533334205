import { createHash } from 'node:crypto';

/**
 * The address of a book's generated cover, the gateway forwarding `/cards/*` to the content service. It carries a
 * version of what the cover shows, so a book given a new title, author or year has a new address, and no cache
 * shows the old cover.
 */
export function bookCoverPath({
  slug,
  title,
  author,
  year,
}: {
  slug: string;
  title: string;
  author: string;
  year: number;
}) {
  const version = createHash('sha1').update(`${title}\n${author}\n${year}`).digest('hex').slice(0, 8);
  return `/cards/books/${encodeURIComponent(slug)}?v=${version}`;
}

/** The cover's size in pixels (2:3, as a paperback). */
export const BOOK_COVER_WIDTH = 400;
export const BOOK_COVER_HEIGHT = 600;
