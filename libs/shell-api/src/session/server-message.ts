import { ApiError } from '@site/api-client';

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

function fromBody(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(' ');
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return null;
}

/**
 * The message to show for a failed call. API errors read "401: {json body}"; the
 * server's `message` (a string, or a list for invalid fields) is taken from that JSON.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message;
  const body = match[1].trim();
  return fromBody(body) ?? (body || (error instanceof ApiError ? `Request failed (${error.status})` : error.message));
}
