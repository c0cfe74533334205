import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** POST /api/admin/newsletter/issues/:id/test: the issue, marked as a test, to the admin's own address. */
export const sendTestMutation = () =>
  mutationOptions({
    mutationKey: [...NEWSLETTER_KEY, 'test'],
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>('POST', apiPath`/api/admin/newsletter/issues/${id}/test`),
    // Each accepted request mails once more: the admin asks again if they want another.
    retry: false,
    onSuccess: (_answer, id, _result, { client }) =>
      client.invalidateQueries({ queryKey: [...NEWSLETTER_KEY, 'issues', id] }),
  });
