import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { learnConfig } from '../src/config.js';

const secret = learnConfig({}).internalSecret;

/**
 * The signed identity header the gateway would add for this user. Files sign it once for all their tests, so it
 * lives an hour rather than the gateway's 30 s: a file on two databases runs longer than that on a busy machine.
 */
export const as = (userId: number, isAdmin = false): Record<string, string> => ({
  [IDENTITY_HEADER]: signIdentity({ userId, isAdmin }, secret, Date.now() + 3_600_000),
});
