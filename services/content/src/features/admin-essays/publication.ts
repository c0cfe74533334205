import type { EssayStatus } from '@site/contracts';

/** Where an essay stood before a save: its status and publication time (null for a new essay). */
export interface PublicationState {
  status: EssayStatus;
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
  status: EssayStatus,
  publishAt: string | null | undefined,
  now: Date,
): Publication {
  let publishedAt: Date | null;
  if (status === 'published') {
    publishedAt = before && before.status !== 'scheduled' && before.publishedAt ? before.publishedAt : now;
  } else if (status === 'scheduled') {
    if (!publishAt) throw new PublicationError('A scheduled essay needs publishAt, the time it publishes itself.');
    publishedAt = new Date(publishAt);
    if (Number.isNaN(publishedAt.getTime())) throw new PublicationError('publishAt must be a date and time.');
    if (publishedAt <= now) throw new PublicationError('publishAt must be in the future; publish now instead.');
  } else {
    publishedAt = before?.status === 'published' ? before.publishedAt : null;
  }
  return { status, publishedAt, date: dayOf(publishedAt ?? now) };
}
