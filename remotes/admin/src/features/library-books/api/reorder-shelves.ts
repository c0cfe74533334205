import { apiRequest } from '@site/api-client';
import type { AdminShelf } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_BOOKS_KEY, adminShelvesKey, READER_LIBRARY_KEY } from './keys';

/**
 * PUT /api/admin/library/shelves/order with every shelf's id in the new order. The list moves at once; the moves go
 * to the service one after another, and its answer is taken once the last is back.
 */
export const reorderShelvesMutation = () => {
  const mutationKey = [...ADMIN_BOOKS_KEY, 'shelf-order'] as const;
  return mutationOptions({
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: (shelfIds: number[]) =>
      apiRequest<AdminShelf[]>('PUT', '/api/admin/library/shelves/order', { shelfIds }),
    onMutate: async (shelfIds, { client }) => {
      await client.cancelQueries({ queryKey: adminShelvesKey, exact: true });
      const before = client.getQueryData<AdminShelf[]>(adminShelvesKey);
      if (before) {
        client.setQueryData<AdminShelf[]>(
          adminShelvesKey,
          shelfIds.flatMap((id) => before.filter((shelf) => shelf.id === id)),
        );
      }
      return { before };
    },
    onSuccess: (shelves, _shelfIds, _result, { client }) => {
      // The count includes this move: another still on its way must not see its order undone meanwhile.
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(adminShelvesKey, shelves);
      return client.invalidateQueries({ queryKey: READER_LIBRARY_KEY });
    },
    onError: (_error, _shelfIds, result, { client }) => {
      if (client.isMutating({ mutationKey }) > 1) return;
      if (result?.before) client.setQueryData(adminShelvesKey, result.before);
      return client.invalidateQueries({ queryKey: adminShelvesKey, exact: true });
    },
  });
};
