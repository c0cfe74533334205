import { apiPath, apiRequest } from '@site/api-client';
import type { AdminBook } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { refreshLists } from './book-cache';
import { ADMIN_BOOKS_KEY, adminBookKey } from './keys';

/** DELETE /api/admin/library/books/:id: the book goes with its quotes and uploaded cover. */
export const deleteBookMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'delete'],
    mutationFn: (book: AdminBook) => apiRequest<void>('DELETE', apiPath`/api/admin/library/books/${book.id}`),
    onSuccess: (_answer, book, _result, { client }) => {
      client.removeQueries({ queryKey: adminBookKey(book.id) });
      client.removeQueries({ queryKey: adminBookKey(book.slug) });
      return refreshLists(client);
    },
  });
