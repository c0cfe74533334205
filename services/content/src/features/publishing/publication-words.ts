import type { PublicationState } from './publication.js';

/** What the words name before the verb: nothing for an essay (the log's usual subject), `episode` for an episode. */
export type PublishedKind = '' | 'episode';

const verb = (kind: PublishedKind, word: string) => (kind ? `${kind} ${word}` : word);

/** The audit log's words for a scheduled essay or episode going out by itself. */
export const scheduledPublicationWords = (title: string, kind: PublishedKind = '') =>
  `${verb(kind, 'published')} “${title}” on schedule`;

/** `2026-12-01 09:00 UTC`: the author's schedule as the audit log tells it. */
const utcMinute = (time: Date) => `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The audit log's words for a save that changed where an essay or episode stands (published, scheduled,
 * unpublished, unscheduled), or null for a save that left it where it was.
 */
export function publicationWords(
  before: PublicationState | null,
  after: PublicationState,
  title: string,
  kind: PublishedKind = '',
): string | null {
  const named = `“${title}”`;
  if (after.status === 'published')
    return before?.status === 'published' ? null : `${verb(kind, 'published')} ${named}`;
  if (after.status === 'scheduled') {
    const same = before?.status === 'scheduled' && before.publishedAt?.getTime() === after.publishedAt?.getTime();
    return same || !after.publishedAt
      ? null
      : `${verb(kind, 'scheduled')} ${named} for ${utcMinute(after.publishedAt)}`;
  }
  if (before?.status === 'published') return `${verb(kind, 'unpublished')} ${named}`;
  if (before?.status === 'scheduled') return `${verb(kind, 'unscheduled')} ${named}`;
  return null;
}
