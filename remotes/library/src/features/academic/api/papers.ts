import { apiRequest, buildQueryString } from '@site/api-client';
import type { PaperList, PaperListParams } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/papers: one page of papers and lecture notes matching the filters. */
export const papersQuery = (params: PaperListParams) =>
  queryOptions({
    queryKey: ['library', 'papers', params],
    queryFn: ({ signal }) =>
      apiRequest<PaperList>('GET', `/api/library/papers${buildQueryString({ ...params })}`, undefined, {
        signal,
        errorText: 'The papers could not be loaded',
      }),
  });
