import { apiRequestWithTotal, buildQueryString } from '@site/api-client';
import type { Essay, EssayFilters } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export interface EssayPage {
  essays: Essay[];
  /** How many essays match in all; the list itself may be bounded by the service. */
  total: number;
}

/** GET /api/essays with the filters that are set; the total comes in the X-Total-Count header. */
export const essaysQuery = (params: EssayFilters) =>
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
