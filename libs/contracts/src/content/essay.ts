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

/** Another essay, as a link to it names it. */
export interface EssayLink {
  slug: string;
  title: string;
}

/** An essay sharing topics or tags with the one being read. */
export interface RelatedEssay extends EssayLink {
  date: string;
}

/**
 * GET /api/essays/:slugOrId: the list row plus what the essay page shows. Reading it counts no view:
 * the page counts one with POST /api/essays/:slugOrId/views.
 */
export interface EssayDetail extends Essay {
  /** The body as sanitised HTML, rendered by the content service. */
  html: string;
  /** The excerpt, or else a fallback taken from the body (its first 160 characters, markdown stripped). */
  description: string;
  tags: string[];
  topics: string[];
  /** Minutes to read the body, at about 230 words a minute; at least 1. */
  readingMinutes: number;
  /** The next older essay, null for the oldest. */
  previous: EssayLink | null;
  /** The next newer essay, null for the newest. */
  next: EssayLink | null;
  /** Up to 3 essays sharing the most topics and tags, newest first among equals. */
  related: RelatedEssay[];
  /** The cover's address (`/media/covers/…`, 1600×840), or null. */
  cover?: string | null;
  /** The title and description search engines and link previews show; empty for the title and description. */
  seoTitle?: string;
  seoDescription?: string;
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
  /** The topics the entry is filed under (from its front matter); may be empty. */
  topics: string[];
}

/** GET /api/journal/:id: the entry with its body. */
export interface JournalEntryDetail extends JournalEntry {
  /** The body as sanitised HTML, rendered by the content service. */
  html: string;
  /** The first 160 characters of the body, markdown stripped. */
  description: string;
}
