import { apiRequest } from '@site/api-client';
import type { AdminBook, AdminBookInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepBook } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

/** POST /api/admin/library/books: a new book (409 when its slug is taken). Its editor opens from the answer. */
export const createBookMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'create'],
    mutationFn: (input: AdminBookInput) => apiRequest<AdminBook>('POST', '/api/admin/library/books', input),
    onSuccess: (book, _input, _result, { client }) => keepBook(client, book),
  });
