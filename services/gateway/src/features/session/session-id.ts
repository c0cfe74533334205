import { createHash } from 'node:crypto';

/**
 * What the list of sessions calls a session. The session id itself is the secret the cookie carries and never
 * leaves the gateway; this stands for it and cannot be turned back into it.
 */
export const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);
