import { apiRequest } from '@site/api-client';
import type { SubscribeInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { sendErrorText } from '../../contact/send-error-text';

/** POST /api/newsletter/subscribe: 202 with the one answer every address gets, known or not. */
export const subscribeMutation = () =>
  mutationOptions<{ message: string }, Error, SubscribeInput>({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: (input) =>
      apiRequest<{ message: string }>('POST', '/api/newsletter/subscribe', input, { errorText: sendErrorText }),
    // Each accepted sign-up mails a link; the visitor sends again if they want another.
    retry: false,
  });
