import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters for a link. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** What the table keeps of a token: whoever reads the table cannot use it. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
