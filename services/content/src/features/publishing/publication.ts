import type { EssayStatus } from '@site/contracts';

/** Essays and episodes go out alike: drafted, scheduled or published. */
export type PublishingStatus = EssayStatus;

/** Where an essay or episode stood before a save: its status and publication time (null for a new one). */
export interface PublicationState {
  status: PublishingStatus;
  publishedAt: Date | null;
}

/** What a save writes: the status, the publication time, and the day readers see. */
export interface Publication extends PublicationState {
  date: string;
}

/** A publication time the author gave that cannot be used (missing, past or unreadable). */
export class PublicationError extends Error {}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The publication a save asks for. Publishing keeps the time of an essay published before (an edit, or a
 * draft published again) and else takes now; scheduling takes the given future time; a draft keeps the time
 * it was once published at, and forgets a schedule. The essay's day is its publication's (UTC), today for a draft
 * never published.
 */
export function publicationOf(
  before: PublicationState | null,
  status: PublishingStatus,
  publishAt: string | null | undefined,
  now: Date,
): Publication {
  let publishedAt: Date | null;
  if (status === 'published') {
    publishedAt = before && before.status !== 'scheduled' && before.publishedAt ? before.publishedAt : now;
  } else if (status === 'scheduled') {
    if (!publishAt) throw new PublicationError('Scheduling needs publishAt, the time it publishes itself.');
    publishedAt = new Date(publishAt);
    if (Number.isNaN(publishedAt.getTime())) throw new PublicationError('publishAt must be a date and time.');
    if (publishedAt <= now) throw new PublicationError('publishAt must be in the future; publish now instead.');
  } else {
    publishedAt = before?.status === 'published' ? before.publishedAt : null;
  }
  return { status, publishedAt, date: dayOf(publishedAt ?? now) };
}
