/** The most events one read of `GET /api/internal/audit-events` answers. */
export const AUDIT_EVENTS_PAGE = 100;

/** A change a service made by itself (a scheduled essay published), as the gateway copies it into the audit log. */
export interface ServiceAuditEvent {
  /** Rising within its service: the gateway asks for those after the last it copied. */
  id: number;
  /** ISO time of the change. */
  at: string;
  /** In the audit log's words: `published “On Attention” on schedule`. */
  summary: string;
  /** The page of what changed. */
  path: string;
}
