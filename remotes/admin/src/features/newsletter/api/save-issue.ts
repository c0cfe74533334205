import { apiPath, apiRequest } from '@site/api-client';
import type { AdminIssue, IssueInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

export interface IssueChange {
  id: number;
  input: IssueInput;
}

/** PUT /api/admin/newsletter/issues/:id: saves a draft. */
export const saveIssueMutation = () =>
  mutationOptions({
    mutationKey: [...NEWSLETTER_KEY, 'save'],
    mutationFn: ({ id, input }: IssueChange) =>
      apiRequest<AdminIssue>('PUT', apiPath`/api/admin/newsletter/issues/${id}`, input),
    onSuccess: (issue, _change, _result, { client }) => {
      client.setQueryData([...NEWSLETTER_KEY, 'issues', issue.id], issue);
      return client.invalidateQueries({ queryKey: [...NEWSLETTER_KEY, 'issues'], exact: true });
    },
  });
