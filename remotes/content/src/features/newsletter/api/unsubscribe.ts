import { apiRequest } from '@site/api-client';
import type { NewsletterTokenInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { sendErrorText } from '../../contact/send-error-text';

/** POST /api/newsletter/unsubscribe with the mailed token: 200 once no more issues go out; 400 for a bad token. */
export const unsubscribeMutation = () =>
  mutationOptions<{ message: string }, Error, NewsletterTokenInput>({
    mutationKey: ['newsletter', 'unsubscribe'],
    mutationFn: (input) =>
      apiRequest<{ message: string }>('POST', '/api/newsletter/unsubscribe', input, { errorText: sendErrorText }),
    retry: false,
  });
