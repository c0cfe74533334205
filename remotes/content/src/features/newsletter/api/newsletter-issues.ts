import { apiRequest } from '@site/api-client';
import type { NewsletterIssue } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/newsletter/issues: the sent issues, newest first. */
export const newsletterIssuesQuery = () =>
  queryOptions({
    queryKey: ['newsletter', 'issues'],
    queryFn: ({ signal }) => apiRequest<NewsletterIssue[]>('GET', '/api/newsletter/issues', undefined, { signal }),
  });
