const ADMIN_PREFIX = '/api/admin/';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads that are admin actions all the same: taking a copy of all content. */
const AUDITED_READS = new Set(['/api/admin/export']);

/**
 * Whether a request is an admin action the audit log keeps: every state-changing request under `/api/admin`
 * (the only place admin-only operations live, which the gateway's admin access test checks) and the export.
 */
export function isAuditedRequest(method: string, path: string): boolean {
  if (!path.startsWith(ADMIN_PREFIX)) return false;
  return !READS.has(method) || AUDITED_READS.has(path);
}
