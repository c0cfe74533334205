import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { adminEssayKey } from './essay';
import { ADMIN_ESSAYS_KEY } from './essays';

/** DELETE /api/admin/essays/:id, with its revisions and cover. */
export const deleteEssayMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_ESSAYS_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/essays/${String(id)}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminEssayKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['essays'] }),
      ]);
    },
  });
