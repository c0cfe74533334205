import { createHash, randomBytes } from 'node:crypto';
import { CHAT_TOKEN_PATTERN } from '@site/contracts';

/** A visitor's key to their conversation: 32 random bytes, base64url (43 characters). */
export const newChatToken = () => randomBytes(32).toString('base64url');

/** What the table keeps of a token: enough to recognise it, useless to open the conversation. */
export const chatTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of a request when it has the right shape, else undefined (and so no access by token). */
export function wellFormedToken(value: unknown): string | undefined {
  return typeof value === 'string' && CHAT_TOKEN_PATTERN.test(value) ? value : undefined;
}
