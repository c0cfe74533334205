import type { EpisodeStatus, EssayStatus } from '@site/contracts';

/** Where an essay or a podcast episode stands: a draft, perhaps scheduled, then published. */
export type PublicationStatus = EssayStatus & EpisodeStatus;
export const PUBLICATION_STATUSES: readonly PublicationStatus[] = ['draft', 'scheduled', 'published'];

export const STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A time as the author reads it: date and time, in their own zone and language. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's time zone. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
