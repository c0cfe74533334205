import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** DELETE /api/admin/newsletter/issues/:id: discards a draft. */
export const deleteIssueMutation = () =>
  mutationOptions({
    mutationKey: [...NEWSLETTER_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/newsletter/issues/${id}`),
    onSuccess: (_data, id, _result, { client }) => {
      client.removeQueries({ queryKey: [...NEWSLETTER_KEY, 'issues', id] });
      return client.invalidateQueries({ queryKey: [...NEWSLETTER_KEY, 'issues'], exact: true });
    },
  });
