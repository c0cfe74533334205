import { apiPath, apiRequest } from '@site/api-client';
import type { AdminBook, AdminBookInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepBook } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

export interface SaveBookRequest {
  id: number;
  input: AdminBookInput;
}

/** PUT /api/admin/library/books/:id: the whole book, its quotes and shelves included. */
export const saveBookMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'save'],
    mutationFn: ({ id, input }: SaveBookRequest) =>
      apiRequest<AdminBook>('PUT', apiPath`/api/admin/library/books/${id}`, input),
    onSuccess: (book, _request, _result, { client }) => keepBook(client, book),
  });
