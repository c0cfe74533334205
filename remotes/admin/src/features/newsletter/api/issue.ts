import { apiPath, apiRequest } from '@site/api-client';
import type { AdminIssue, AdminIssueSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { NEWSLETTER_KEY } from './keys';

/** How often the progress of an issue is asked for while its mails are written, and while some wait to be sent. */
export const WRITING_POLL_MS = 2000;
export const WAITING_POLL_MS = 10_000;

/** How soon to ask again about an issue on its way; false once every mail has gone. */
export function progressPoll({ status, progress }: AdminIssueSummary): number | false {
  if (status === 'sending') return WRITING_POLL_MS;
  // A mail that keeps failing waits hours between tries: no need to ask often.
  return status === 'sent' && progress.sent < progress.queued ? WAITING_POLL_MS : false;
}

/** GET /api/admin/newsletter/issues/:id: the issue with its parts and progress; refreshed while it goes out. */
export const issueQuery = (id: number) =>
  queryOptions({
    queryKey: [...NEWSLETTER_KEY, 'issues', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminIssue>('GET', apiPath`/api/admin/newsletter/issues/${id}`, undefined, { signal }),
    refetchInterval: ({ state }) => (state.data ? progressPoll(state.data) : false),
  });
