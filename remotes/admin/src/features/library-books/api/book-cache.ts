import type { AdminBook } from '@site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminBookKey, adminBookListKey, adminShelvesKey, READER_LIBRARY_KEY } from './keys';

/**
 * Takes the service's answer as the cached book, under its id and its slug (the editor opens by either); the list,
 * the shelves' counts and the readers' library are fetched again.
 */
export function keepBook(client: QueryClient, book: AdminBook) {
  client.setQueryData(adminBookKey(book.id), book);
  client.setQueryData(adminBookKey(book.slug), book);
  return refreshLists(client);
}

/** Fetches again what a change of books or shelves changes: the list, the shelves' counts, the readers' library. */
export function refreshLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminBookListKey }),
    client.invalidateQueries({ queryKey: adminShelvesKey }),
    client.invalidateQueries({ queryKey: READER_LIBRARY_KEY }),
  ]);
}
