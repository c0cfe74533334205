import { PASSWORD_MAX, PASSWORD_MIN } from '@site/contracts';
import { COMMON_PASSWORDS } from './common-passwords.js';

export const TOO_COMMON = 'This password is too common. Choose another.';

/** Why a new password is refused, or null when it is acceptable (OWASP ASVS 2.1: length and breached lists). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return TOO_COMMON;
  return null;
}
