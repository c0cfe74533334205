import { apiRequest } from '@site/api-client';
import type { AccountSubscription } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { SUBSCRIPTION_QUERY_KEY } from './newsletter-subscription';

/** PUT /api/newsletter/subscription: subscribed or not, at once, for the account's address. */
export const updateSubscriptionMutation = () =>
  mutationOptions({
    mutationKey: [...SUBSCRIPTION_QUERY_KEY, 'update'],
    mutationFn: (subscribed: boolean) =>
      apiRequest<AccountSubscription>('PUT', '/api/newsletter/subscription', { subscribed }),
    onSuccess: (subscription, _subscribed, _result, { client }) => {
      client.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
    },
  });
