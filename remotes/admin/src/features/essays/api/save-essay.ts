import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEssay, AdminEssayInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminEssayKey } from './essay';
import { ADMIN_ESSAYS_KEY } from './essays';

export interface SaveEssayRequest {
  /** Null for a new essay. */
  id: number | null;
  input: AdminEssayInput;
}

/**
 * POST /api/admin/essays or PUT /api/admin/essays/:id. The answer becomes the cached essay and the lists
 * are asked again; so are the readers' essay queries, since a published essay changed for them too.
 */
export const saveEssayMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_ESSAYS_KEY, 'save'],
    mutationFn: ({ id, input }: SaveEssayRequest) =>
      id === null
        ? apiRequest<AdminEssay>('POST', '/api/admin/essays', input)
        : apiRequest<AdminEssay>('PUT', apiPath`/api/admin/essays/${String(id)}`, input),
    onSuccess: (essay, _request, _result, { client }) => {
      client.setQueryData(adminEssayKey(essay.id), essay);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'revisions', essay.id] }),
        client.invalidateQueries({ queryKey: ['essays'] }),
      ]);
    },
  });
