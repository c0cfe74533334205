import { READING_STATUS_NAMES, type ReadingStatus } from '@site/contracts';

/**
 * The audit log's words for saving a book, in the author's terms: a new book is added, a changed status moves it to
 * its shelf, anything else edits it.
 */
export function bookSaveWords(
  before: { status: ReadingStatus } | null,
  after: { title: string; status: ReadingStatus },
): string {
  if (!before) return `added the book “${after.title}”`;
  if (before.status !== after.status) return `moved “${after.title}” to ${READING_STATUS_NAMES[after.status]}`;
  return `edited the book “${after.title}”`;
}

/** The audit log's words for saving a shelf: a new one is made, a new name renames it, a new description describes it. */
export function shelfSaveWords(
  before: { name: string; description: string } | null,
  after: { name: string; description: string },
): string | null {
  if (!before) return `made the shelf “${after.name}”`;
  if (before.name !== after.name) return `renamed the shelf “${before.name}” to “${after.name}”`;
  if (before.description !== after.description) return `described the shelf “${after.name}”`;
  return null;
}
