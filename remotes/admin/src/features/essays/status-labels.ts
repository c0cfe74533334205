import type { EssayStatus } from '@site/contracts';

export const STATUS_LABELS: Record<EssayStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A time as the author reads it: date and time, in their own zone and language. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
