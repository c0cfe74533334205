import { apiRequest } from '@site/api-client';
import type { AdminShelf, AdminShelfInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { refreshLists } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

/** POST /api/admin/library/shelves: a new shelf after the others (409 when its name gives a taken address). */
export const createShelfMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'shelf', 'create'],
    mutationFn: (input: AdminShelfInput) => apiRequest<AdminShelf>('POST', '/api/admin/library/shelves', input),
    onSuccess: (_shelf, _input, _result, { client }) => refreshLists(client),
  });
