import { apiRequest } from '@site/api-client';
import type { AdminIssueSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { progressPoll } from './issue';
import { NEWSLETTER_KEY } from './keys';

/** GET /api/admin/newsletter/issues: drafts and sent issues, newest first; refreshed while one is going out. */
export const issuesQuery = () =>
  queryOptions({
    queryKey: [...NEWSLETTER_KEY, 'issues'],
    queryFn: ({ signal }) =>
      apiRequest<AdminIssueSummary[]>('GET', '/api/admin/newsletter/issues', undefined, { signal }),
    refetchInterval: ({ state }) => {
      const polls = (state.data ?? []).map(progressPoll).filter((ms) => ms !== false);
      return polls.length > 0 ? Math.min(...polls) : false;
    },
  });
