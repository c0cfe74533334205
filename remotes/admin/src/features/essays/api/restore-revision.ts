import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEssay } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminEssayKey } from './essay';
import { ADMIN_ESSAYS_KEY } from './essays';

export interface RestoreRequest {
  essayId: number;
  revisionId: number;
}

/** POST /api/admin/essays/:id/revisions/:revisionId/restore: that version becomes the saved text again. */
export const restoreRevisionMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_ESSAYS_KEY, 'restore'],
    mutationFn: ({ essayId, revisionId }: RestoreRequest) =>
      apiRequest<AdminEssay>(
        'POST',
        apiPath`/api/admin/essays/${String(essayId)}/revisions/${String(revisionId)}/restore`,
      ),
    onSuccess: (essay, { essayId }, _result, { client }) => {
      client.setQueryData(adminEssayKey(essayId), essay);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'revisions', essayId] }),
        client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['essays'] }),
      ]);
    },
  });
