import { apiRequest } from '@site/api-client';
import type { AccountSubscription } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const SUBSCRIPTION_QUERY_KEY = ['account', 'newsletter'] as const;

/** GET /api/newsletter/subscription: whether the account's address receives the newsletter. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<AccountSubscription>('GET', '/api/newsletter/subscription', undefined, { signal }),
  });
