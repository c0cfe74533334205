import { READING_STATUS_NAMES, READING_STATUSES, type AdminBookRow, type AdminShelf } from '@site/contracts';

/** The shelves the list may be narrowed to: the status shelves, then the own ones. */
export function shelfOptions(shelves: readonly AdminShelf[]): { slug: string; name: string }[] {
  return [
    ...READING_STATUSES.map((status) => ({ slug: status, name: READING_STATUS_NAMES[status] })),
    ...shelves.map(({ slug, name }) => ({ slug, name })),
  ];
}

/** The books on a shelf: a status shelf holds the books of that status, an own shelf the books put on it. */
export function onShelf(books: readonly AdminBookRow[], shelf: string): AdminBookRow[] {
  if (!shelf) return [...books];
  return books.filter((book) =>
    (READING_STATUSES as readonly string[]).includes(shelf) ? book.status === shelf : book.shelves.includes(shelf),
  );
}
