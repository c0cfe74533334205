import { apiPath, apiRequest } from '@site/api-client';
import type { AdminShelf, AdminShelfInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { refreshLists } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

export interface SaveShelfRequest {
  id: number;
  input: AdminShelfInput;
}

/** PUT /api/admin/library/shelves/:id: a new name or description; the shelf keeps its address. */
export const saveShelfMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'shelf', 'save'],
    mutationFn: ({ id, input }: SaveShelfRequest) =>
      apiRequest<AdminShelf>('PUT', apiPath`/api/admin/library/shelves/${id}`, input),
    onSuccess: (_shelf, _request, _result, { client }) => refreshLists(client),
  });
