import { apiRequest } from '@site/api-client';
import type { EssayRendered } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * POST /api/admin/essays/render: Markdown drawn by the content service's own renderer, so the preview is
 * exactly the page (an essay's or a journal entry's). Keyed by the text; the last drawing stays while the next is on its way.
 */
export const renderedMarkdownQuery = (body: string) =>
  queryOptions({
    queryKey: ['admin', 'markdown', 'render', body],
    queryFn: ({ signal }) => apiRequest<EssayRendered>('POST', '/api/admin/essays/render', { body }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
