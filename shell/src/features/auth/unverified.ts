import { ApiError } from '@site/api-client';
import { EMAIL_NOT_VERIFIED_REASON } from '@site/contracts';

/** Whether a refused login was the right password of an account that has not entered its code yet. */
export function isUnverified(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { reason?: unknown }).reason === EMAIL_NOT_VERIFIED_REASON;
  } catch {
    return false;
  }
}
