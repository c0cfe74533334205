/**
 * Newsletter administration (audience service, `/api/admin/newsletter`): the subscribers, and issues composed
 * from an essay, tested on the author's own address and sent to every confirmed subscriber through the outbox.
 */

export const SUBSCRIBER_STATUSES = ['confirmed', 'waiting', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBERS_PAGE_SIZE_DEFAULT = 25;
export const SUBSCRIBERS_PAGE_SIZE_MAX = 100;
export const SUBSCRIBER_SEARCH_MAX = 254;

/** One address on the list, as the admin sees it. */
export interface AdminSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** When the address first asked (ISO). */
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export type SubscriberCounts = Record<SubscriberStatus, number>;

/** Query of GET /api/admin/newsletter/subscribers. */
export interface SubscriberListQuery {
  status?: SubscriberStatus;
  /** Part of an address. */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/newsletter/subscribers: one page of the filtered list, and the whole list's counts. */
export interface SubscriberListPage {
  items: AdminSubscriber[];
  /** Addresses matching the filter and search, on all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Every address on the list by status, whatever the filter. */
  counts: SubscriberCounts;
}

/** A draft can still change; `sending` while its mails are written to the outbox; `sent` once they all are. */
export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_SUBJECT_MAX = 200;
export const ISSUE_INTRO_MAX = 5000;
export const ISSUE_ESSAY_TITLE_MAX = 300;
export const ISSUE_ESSAY_SLUG_MAX = 200;
/** The essay's rendered body; far above the longest essay, well under the request body limit. */
export const ISSUE_BODY_MAX = 400_000;

/** How far the mails of an issue have gone. */
export interface IssueProgress {
  /** Mails written to the outbox, one per confirmed subscriber. */
  queued: number;
  /** Of those, delivered to the mail server. */
  sent: number;
  /** Of those, failed at least once and waiting to be tried again. */
  retrying: number;
}

/** One row of GET /api/admin/newsletter/issues, newest first. */
export interface AdminIssueSummary {
  id: number;
  subject: string;
  status: IssueStatus;
  /** The essay the issue was composed from; null for issues imported with the archive. */
  essaySlug: string | null;
  essayTitle: string | null;
  /** When it was sent (ISO): the date the archive shows. */
  sentAt: string | null;
  updatedAt: string;
  progress: IssueProgress;
}

/** GET /api/admin/newsletter/issues/:id: what the composer edits and what it will look like. */
export interface AdminIssue extends AdminIssueSummary {
  /** Markdown, above the essay. */
  intro: string;
  /** The essay's sanitised HTML, as the content API gave it. */
  bodyHtml: string;
  /** The issue as the archive shows it and subscribers read it: intro, essay title and body, sanitised. */
  html: string;
  /** The plain-text part of the mail. */
  text: string;
  /** The last test sent to the author (ISO), null before the first. */
  testSentAt: string | null;
}

/** Body of POST /api/admin/newsletter/issues and PUT /api/admin/newsletter/issues/:id. */
export interface IssueInput {
  essaySlug: string;
  essayTitle: string;
  subject: string;
  intro: string;
  bodyHtml: string;
}

export const ISSUE_NOT_FOUND_TEXT = 'There is no such issue.';
export const ISSUE_SUBJECT_TAKEN_TEXT = 'Another issue already has this subject.';
export const ISSUE_NOT_DRAFT_TEXT = 'This issue has been sent: it can no longer be changed or deleted.';
export const ISSUE_NO_TEST_ADDRESS_TEXT = 'Your account has no address to send a test to.';
export const issueTestSentText = (email: string) => `A test was sent to ${email}.`;
