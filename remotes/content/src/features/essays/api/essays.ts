import { apiRequestWithTotal, buildQueryString } from '@site/api-client';
import type { Essay, EssayListParams } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export interface EssayPage {
  essays: Essay[];
  /** How many essays match in all, on every page together. */
  total: number;
}

/**
 * GET /api/essays with the filters that are set and the page when not the first; the total comes in the
 * X-Total-Count header.
 */
export const essaysQuery = (params: EssayListParams) =>
  queryOptions({
    queryKey: ['essays', 'list', params],
    queryFn: async ({ signal }): Promise<EssayPage> => {
      const { data: essays, total } = await apiRequestWithTotal<Essay[]>(
        'GET',
        `/api/essays${buildQueryString({ ...params })}`,
        undefined,
        { signal, errorText: 'Failed to fetch essays' },
      );
      // A missing or short count cannot be right: the list itself is the least there is.
      return { essays, total: total !== null && total >= essays.length ? total : essays.length };
    },
  });
