import { apiRequest } from '@site/api-client';
import type { AdminIssue, IssueInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** POST /api/admin/newsletter/issues: a new draft. */
export const createIssueMutation = () =>
  mutationOptions({
    mutationKey: [...NEWSLETTER_KEY, 'create'],
    mutationFn: (input: IssueInput) => apiRequest<AdminIssue>('POST', '/api/admin/newsletter/issues', input),
    onSuccess: (issue, _input, _result, { client }) => {
      client.setQueryData([...NEWSLETTER_KEY, 'issues', issue.id], issue);
      return client.invalidateQueries({ queryKey: [...NEWSLETTER_KEY, 'issues'], exact: true });
    },
  });
