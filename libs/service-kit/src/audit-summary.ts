/**
 * The response header by which a service words an admin action for the audit log in the author's terms ("published
 * “On Attention”"), in place of the operation's documented summary ("Save an essay, keeping a revision"). URI-encoded,
 * since the words may hold any letter; it never reaches browsers.
 */
export const AUDIT_SUMMARY_HEADER = 'x-audit-summary';

/** The audit log keeps summaries of at most this many characters. */
export const AUDIT_SUMMARY_MAX = 300;

export const auditSummaryValue = (words: string): string => encodeURIComponent(words.slice(0, AUDIT_SUMMARY_MAX));

/** The words a header value gives, or null for a missing, empty or malformed one. */
export function parseAuditSummary(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  try {
    const words = decodeURIComponent(raw).trim();
    return words ? words.slice(0, AUDIT_SUMMARY_MAX) : null;
  } catch {
    return null;
  }
}

/** What an admin action answers, with the audit log's words for what it did (null: nothing worth other words). */
export interface Worded<T> {
  value: T;
  words: string | null;
}

/** Hands the gateway's audit log the words for an admin action, if there are any; Fastify's reply is such a target. */
export function wordAuditSummary(reply: { header(name: string, value: string): unknown }, words: string | null): void {
  if (words) reply.header(AUDIT_SUMMARY_HEADER, auditSummaryValue(words));
}
