/**
 * The response header by which a service asks the gateway to end every session of a user before the answer
 * leaves (`<userId>`), or every one but the caller's own (`<userId>;keep-current`). It never reaches browsers.
 */
export const END_SESSIONS_HEADER = 'x-end-sessions';

export interface EndSessionsOrder {
  userId: number;
  keepCurrent: boolean;
}

export function endSessionsValue(userId: number, keepCurrent = false): string {
  return keepCurrent ? `${userId};keep-current` : String(userId);
}

const ORDER = /^([1-9]\d{0,9})(;keep-current)?$/;

/** The order a header value gives, or null for a missing or malformed one. */
export function parseEndSessions(value: string | string[] | undefined): EndSessionsOrder | null {
  const match = ORDER.exec((Array.isArray(value) ? value[0] : value)?.trim() ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) ? { userId, keepCurrent: match[2] !== undefined } : null;
}
