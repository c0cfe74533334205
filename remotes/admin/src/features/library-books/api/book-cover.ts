import { apiPath, apiRequest } from '@site/api-client';
import type { AdminBook } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { keepBook } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

/** An image of 5 MB takes a while on a slow connection; the usual 15 s would cut it off. */
const COVER_UPLOAD_TIMEOUT_MS = 120_000;

export interface BookCoverRequest {
  id: number;
  /** The image to upload, or null to go back to the generated cover. */
  file: File | null;
}

/** PUT /api/admin/library/books/:id/cover (multipart `file`), or DELETE it: the answer is the book. */
export const bookCoverMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'cover'],
    mutationFn: ({ id, file }: BookCoverRequest) => {
      const path = apiPath`/api/admin/library/books/${id}/cover`;
      if (!file) return apiRequest<AdminBook>('DELETE', path);
      const form = new FormData();
      form.append('file', file);
      return apiRequest<AdminBook>('PUT', path, form, { timeoutMs: COVER_UPLOAD_TIMEOUT_MS });
    },
    // A refused file fails the same way again; a retry would only upload it twice.
    retry: false,
    onSuccess: (book, _request, _result, { client }) => keepBook(client, book),
  });
