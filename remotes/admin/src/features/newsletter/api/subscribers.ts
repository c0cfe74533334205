import { apiRequest, buildQueryString } from '@site/api-client';
import { SUBSCRIBERS_PAGE_SIZE_DEFAULT, type SubscriberListPage, type SubscriberListQuery } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** GET /api/admin/newsletter/subscribers: one page of the list, filtered and searched, with the counts by status. */
export const subscribersQuery = ({
  status,
  q = '',
  page = 1,
  pageSize = SUBSCRIBERS_PAGE_SIZE_DEFAULT,
}: SubscriberListQuery = {}) =>
  queryOptions({
    queryKey: [...NEWSLETTER_KEY, 'subscribers', { status, q, page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest<SubscriberListPage>(
        'GET',
        `/api/admin/newsletter/subscribers${buildQueryString({ status, q: q || undefined, page, pageSize })}`,
        undefined,
        { signal },
      ),
  });
