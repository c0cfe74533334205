export const ESSAY_SORTS = ['date', 'popularity', 'title'] as const;
export type EssaySort = (typeof ESSAY_SORTS)[number];

/** One row of GET /api/essays (SPEC §7). */
export interface Essay {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  viewCount: number;
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
