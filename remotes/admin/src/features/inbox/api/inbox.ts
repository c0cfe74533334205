import { apiRequest, buildQueryString } from '@site/api-client';
import type { InboxFilter, InboxList } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { inboxListKey } from './keys';

/** GET /api/admin/inbox: one page of every kind of thread together, the latest activity first. */
export const inboxQuery = (filter: InboxFilter, page: number) =>
  queryOptions({
    queryKey: [...inboxListKey, { filter, page }],
    queryFn: ({ signal }) =>
      apiRequest<InboxList>('GET', `/api/admin/inbox${buildQueryString({ filter, page })}`, undefined, { signal }),
  });
