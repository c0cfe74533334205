import type { AdminIssueSummary } from '@site/contracts';
import { progressPoll, WAITING_POLL_MS, WRITING_POLL_MS } from './issue';

const issue = (status: AdminIssueSummary['status'], queued: number, sent: number): AdminIssueSummary => ({
  id: 1,
  subject: 'On maps',
  status,
  essaySlug: 'on-maps',
  essayTitle: 'On maps',
  sentAt: status === 'draft' ? null : '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  progress: { queued, sent, retrying: 0 },
});

test('asks often while the mails are written, now and then while some wait, and not at all once all went', () => {
  expect(progressPoll(issue('draft', 0, 0))).toBe(false);
  expect(progressPoll(issue('sending', 2, 0))).toBe(WRITING_POLL_MS);
  expect(progressPoll(issue('sent', 3, 2))).toBe(WAITING_POLL_MS);
  expect(progressPoll(issue('sent', 3, 3))).toBe(false);
});
