export const ESSAY_SORTS = ['date', 'popularity', 'title'] as const;
export type EssaySort = (typeof ESSAY_SORTS)[number];

/** One row of GET /api/essays. */
export interface Essay {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  viewCount: number;
}

/** GET /api/essays/:slug: the list row plus what the essay page shows (each read counts as a view). */
export interface EssayDetail extends Essay {
  /** The body as sanitised HTML, rendered by the content service. */
  html: string;
  /** The excerpt, or else a fallback taken from the body (its first 160 characters, markdown stripped). */
  description: string;
  tags: string[];
  topics: string[];
}

export interface EssayFilters {
  query?: string;
  tag?: string;
  topic?: string;
  sortBy?: EssaySort;
}

export interface Tag {
  name: string;
  count: number;
}

export interface Topic {
  name: string;
  active: boolean;
}

export interface JournalEntry {
  id: string;
  title: string;
  date: string;
}

/** GET /api/journal/:id: the entry with its body. */
export interface JournalEntryDetail extends JournalEntry {
  /** The body as sanitised HTML, rendered by the content service. */
  html: string;
  /** The first 160 characters of the body, markdown stripped. */
  description: string;
}
