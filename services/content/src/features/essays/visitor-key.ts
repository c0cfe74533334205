import { createHmac } from 'node:crypto';
import type { CallerIdentity } from '@site/service-kit';
import { isbot } from 'isbot';

/** Who is reading, as the request tells: the signed caller, else the client address and user agent. */
export interface Reader {
  caller: CallerIdentity | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * The reader's key for one day, or null when their reads never count: a known bot or crawler, or a
 * client that names no user agent (every browser does). The key is an HMAC of the day and the reader,
 * so it changes daily and never stores the address; a signed-in reader counts once on every device.
 */
export function visitorKey(reader: Reader, day: string, secret: string): string | null {
  if (!reader.userAgent || isbot(reader.userAgent)) return null;
  const who = reader.caller ? `user ${reader.caller.userId}` : `visitor ${reader.ip} ${reader.userAgent}`;
  return createHmac('sha256', secret).update(`${day}\n${who}`).digest('base64url');
}
