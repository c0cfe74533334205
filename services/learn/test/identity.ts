import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { learnConfig } from '../src/config.js';

const secret = learnConfig({}).internalSecret;

/** The signed identity header the gateway would add for this user. */
export const as = (userId: number, isAdmin = false): Record<string, string> => ({
  [IDENTITY_HEADER]: signIdentity({ userId, isAdmin }, secret),
});
