import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { refreshLists } from './book-cache';
import { ADMIN_BOOKS_KEY } from './keys';

/** DELETE /api/admin/library/shelves/:id: the shelf goes; its books stay in the library. */
export const deleteShelfMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_BOOKS_KEY, 'shelf', 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/library/shelves/${id}`),
    onSuccess: (_answer, _id, _result, { client }) =>
      Promise.all([
        refreshLists(client),
        // The books' shelves change with it.
        client.invalidateQueries({ queryKey: [...ADMIN_BOOKS_KEY, 'book'] }),
      ]),
  });
