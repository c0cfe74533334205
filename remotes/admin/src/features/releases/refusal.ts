import { ApiError } from '@site/api-client';

/** The checks a refused release failed, when the answer lists them (`reasons`); none for any other failure. */
export function refusalReasons(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const reasons = (JSON.parse(error.body) as { reasons?: unknown } | null)?.reasons;
    return Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string') : [];
  } catch {
    // Not JSON: the message says all there is.
    return [];
  }
}
