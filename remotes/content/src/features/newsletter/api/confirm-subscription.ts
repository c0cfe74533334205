import { apiRequest } from '@site/api-client';
import type { NewsletterTokenInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { sendErrorText } from '../../contact/send-error-text';

/** POST /api/newsletter/confirm: 200 once the subscription is confirmed; 400 for a token that is not valid. */
export const confirmSubscriptionMutation = () =>
  mutationOptions<{ message: string }, Error, NewsletterTokenInput>({
    mutationKey: ['newsletter', 'confirm'],
    mutationFn: (input) =>
      apiRequest<{ message: string }>('POST', '/api/newsletter/confirm', input, { errorText: sendErrorText }),
    // A retry after a reply that was lost would find the token already used and call it invalid.
    retry: false,
  });
