import { apiRequest } from '@site/api-client';
import { CONTACT_TOO_MANY_TEXT, type ContactInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { sendErrorText } from '../send-error-text';

/** POST /api/contact: 201 with a thank-you; 400 names the field at fault; 429 past the hourly limit. */
export const sendContactMessageMutation = () =>
  mutationOptions<{ message: string }, Error, ContactInput>({
    mutationKey: ['contact', 'send'],
    mutationFn: (input) =>
      apiRequest<{ message: string }>('POST', '/api/contact', input, {
        errorText: (error) => (error.status === 429 ? CONTACT_TOO_MANY_TEXT : sendErrorText(error)),
      }),
    // A retry could deliver the same message twice, and a 429 lasts an hour: the visitor decides.
    retry: false,
  });
