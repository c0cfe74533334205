import type { IssueProgress, IssueStatus, SubscriberStatus } from '@site/contracts';

export const STATUS_LABELS: Record<IssueStatus, string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' };

export const SUBSCRIBER_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  waiting: 'Waiting',
  unsubscribed: 'Unsubscribed',
};

/** "3 queued, 2 sent", and how many wait for another try when some do. */
export function progressText({ queued, sent, retrying }: IssueProgress): string {
  return `${queued} queued, ${sent} sent${retrying > 0 ? `, ${retrying} waiting to be tried again` : ''}`;
}
