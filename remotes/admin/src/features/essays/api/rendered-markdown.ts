import { apiRequest } from '@site/api-client';
import type { EssayRendered } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_ESSAYS_KEY } from './essays';

/**
 * POST /api/admin/essays/render: the body drawn by the content service's own renderer, so the preview is
 * exactly the essay page. Keyed by the text; the last drawing stays while the next is on its way.
 */
export const renderedMarkdownQuery = (body: string) =>
  queryOptions({
    queryKey: [...ADMIN_ESSAYS_KEY, 'render', body],
    queryFn: ({ signal }) => apiRequest<EssayRendered>('POST', '/api/admin/essays/render', { body }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
