/** One recorded admin action: who did what, when, from where, and how it ended. */
export interface AuditEntry {
  id: number;
  /** ISO time the answer was sent. */
  at: string;
  /** Null for what the site did by itself (a scheduled essay going out), which no one's request shows. */
  userId: number | null;
  /** The account's name and address when the action was taken. */
  userName: string | null;
  userEmail: string | null;
  /** Empty for what the site did by itself. */
  method: string;
  /** The path without its query. */
  path: string;
  /** What the action did, in a few words (the operation's own summary where the API documents one). */
  summary: string;
  /** The answer's status: 2xx done, 4xx refused. */
  status: number;
  ip: string;
  userAgent: string;
  /** The request's JSON fields with every secret blanked out, shortened; null when there was none. */
  details: Record<string, unknown> | null;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_FILTER_MAX = 200;
