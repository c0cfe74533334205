import { slugify } from '../slug.js';

export const JOURNAL_TITLE_MAX = 300;
export const JOURNAL_BODY_MAX = 200_000;
/** An entry's day: `YYYY-MM-DD`. */
export const JOURNAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/journal and PUT /api/admin/journal/:id: an entry as the author writes it. */
export interface AdminJournalEntryInput {
  title: string;
  /** The day it is dated (`YYYY-MM-DD`); the journal lists entries by it. */
  date: string;
  /** Site topic names. */
  topics: string[];
  /** Markdown. */
  body: string;
}

/** An entry as the admin area reads and edits it: its Markdown, and its id (its address's last segment). */
export interface AdminJournalEntry extends AdminJournalEntryInput {
  id: string;
}

/**
 * The id a new entry gets, as the journal folder's files are named: its day and its title's words
 * (`2026-09-02-a-morning-with-fog`). It stays when the title or day is edited later, so its address does too.
 */
export function journalIdOf({ date, title }: Pick<AdminJournalEntryInput, 'date' | 'title'>): string {
  return [date, slugify(title, 120)].filter(Boolean).join('-');
}
