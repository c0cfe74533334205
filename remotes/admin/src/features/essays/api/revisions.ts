import { apiPath, apiRequest } from '@site/api-client';
import type { EssayRevisionDiff, EssayRevisionSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ADMIN_ESSAYS_KEY } from './essays';

const revisionsKey = (essayId: number) => [...ADMIN_ESSAYS_KEY, 'revisions', essayId] as const;

/** GET /api/admin/essays/:id/revisions: the kept versions, newest first. */
export const revisionsQuery = (essayId: number) =>
  queryOptions({
    queryKey: revisionsKey(essayId),
    queryFn: ({ signal }) =>
      apiRequest<EssayRevisionSummary[]>('GET', apiPath`/api/admin/essays/${String(essayId)}/revisions`, undefined, {
        signal,
      }),
  });

/** GET /api/admin/essays/:id/revisions/:revisionId/diff: from that version to the saved text. */
export const revisionDiffQuery = (essayId: number, revisionId: number) =>
  queryOptions({
    queryKey: [...revisionsKey(essayId), revisionId, 'diff'],
    queryFn: ({ signal }) =>
      apiRequest<EssayRevisionDiff>(
        'GET',
        apiPath`/api/admin/essays/${String(essayId)}/revisions/${String(revisionId)}/diff`,
        undefined,
        { signal },
      ),
  });
