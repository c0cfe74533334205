/**
 * The response header that makes the gateway end every session of a user before answering (agreed with
 * the gateway; it never reaches the browser). `;keep-current` spares the caller's own session.
 */
export const END_SESSIONS_HEADER = 'x-end-sessions';

export function endSessionsValue(userId: number, keepCurrent = false): string {
  return keepCurrent ? `${userId};keep-current` : String(userId);
}
