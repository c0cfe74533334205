/** Field names whose values are never kept, at any depth: passwords, codes, tokens and the like. */
const SECRET_KEY = /pass|secret|token|code|otp|credential|authori[sz]ation|cookie|session|hash/i;
const STRING_MAX = 200;
const ARRAY_MAX = 20;
const DEPTH_MAX = 3;
/** A body whose kept fields would still be longer than this is reduced to its field names. */
const DETAILS_MAX = 4000;
/** Bodies longer than this (an upload) are not read at all. */
const BODY_READ_MAX = 64 * 1024;

export const REDACTED = '[redacted]';

function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > STRING_MAX ? `${value.slice(0, STRING_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, ARRAY_MAX).map((item) => redact(item, depth + 1));
    return value.length > ARRAY_MAX ? [...kept, `… ${value.length - ARRAY_MAX} more`] : kept;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
  );
}

/** The JSON object a request sent, as the body arrived (parsed, or raw bytes through the proxy); null otherwise. */
function jsonObject(body: unknown, contentType: string | undefined): Record<string, unknown> | null {
  let value = body;
  if (Buffer.isBuffer(body)) {
    if (!contentType?.includes('json') || body.length === 0 || body.length > BODY_READ_MAX) return null;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * What the audit log keeps of a request's body: its JSON fields with every secret blanked out (never a
 * password, at any depth), long texts and lists shortened; only the field names when that is still long.
 */
export function auditDetails(body: unknown, contentType: string | undefined): Record<string, unknown> | null {
  const object = jsonObject(body, contentType);
  if (!object || Object.keys(object).length === 0) return null;
  const kept = redact(object, 0) as Record<string, unknown>;
  if (JSON.stringify(kept).length <= DETAILS_MAX) return kept;
  return { fields: Object.keys(object).slice(0, 50) };
}
