import { apiPath, apiRequest } from '@site/api-client';
import type { EssayPreview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/essay-previews/{token}: the essay's latest text, whatever its status, for whoever holds the link. */
export const essayPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['essays', 'preview', token],
    queryFn: ({ signal }) =>
      apiRequest<EssayPreview>('GET', apiPath`/api/essay-previews/${token}`, undefined, { signal }),
    // The author may be editing: each visit shows the latest text.
    staleTime: 0,
    // An unknown link is drawn as a 404 on the server and while hydrating, not as loading (see essayQuery).
    retryOnMount: false,
  });
