import { apiPath, apiRequest } from '@site/api-client';
import type { AdminIssueSummary } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** POST /api/admin/newsletter/issues/:id/send: to every confirmed subscriber; a repeat mails nobody twice. */
export const sendIssueMutation = () =>
  mutationOptions({
    mutationKey: [...NEWSLETTER_KEY, 'send'],
    mutationFn: (id: number) => apiRequest<AdminIssueSummary>('POST', apiPath`/api/admin/newsletter/issues/${id}/send`),
    onSettled: (_summary, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: NEWSLETTER_KEY }),
  });
