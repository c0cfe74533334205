import type { EssayDetail } from '../content/essay.js';

/** Where an essay stands: only published essays reach readers, lists, search, feeds and sitemaps. */
export const ESSAY_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type EssayStatus = (typeof ESSAY_STATUSES)[number];

/** Rows on one page of GET /api/admin/essays when pageSize is not given, and the most one may ask for. */
export const ADMIN_ESSAY_PAGE_SIZE = 20;
export const ADMIN_ESSAY_PAGE_SIZE_MAX = 100;

export const ESSAY_TITLE_MAX = 300;
export const ESSAY_SLUG_MAX = 200;
export const ESSAY_EXCERPT_MAX = 1000;
export const ESSAY_BODY_MAX = 500_000;
export const ESSAY_SEO_TITLE_MAX = 70;
export const ESSAY_SEO_DESCRIPTION_MAX = 200;
export const ESSAY_TAGS_MAX = 20;
export const ESSAY_TAG_MAX = 100;

/** A slug: lower-case letters and digits in words joined by single hyphens, not digits alone (those are ids). */
export const ESSAY_EDIT_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Cover uploads: PNG, JPEG or WebP judged by content, at most 5 MB; stored as a WebP banner of this size. */
export const ESSAY_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const ESSAY_COVER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ESSAY_COVER_WIDTH = 1600;
/** About the 1.91:1 of link previews, so the cover is the essay's preview image too. */
export const ESSAY_COVER_HEIGHT = 840;
export const ESSAY_COVER_WRONG_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const ESSAY_COVER_TOO_LARGE_TEXT = 'The image is larger than 5 MB. Choose a smaller one.';

/** How long the editor waits after the last keystroke before it autosaves. */
export const ESSAY_AUTOSAVE_IDLE_MS = 3000;

/** One row of GET /api/admin/essays. */
export interface AdminEssayRow {
  id: number;
  slug: string;
  title: string;
  status: EssayStatus;
  /** The day readers see on the essay (its publication day). */
  date: string;
  /** When it was or will be published (ISO 8601); null for a draft never published. */
  publishedAt: string | null;
  /** When it was last saved (ISO 8601). */
  updatedAt: string;
  viewCount: number;
}

export interface AdminEssayPage {
  items: AdminEssayRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The text an autosave kept, newer than the last save. */
export interface EssayAutosave {
  revisionId: number;
  savedAt: string;
  title: string;
  excerpt: string;
  body: string;
}

/** GET /api/admin/essays/:id: everything the editor edits. */
export interface AdminEssay extends AdminEssayRow {
  excerpt: string;
  body: string;
  topics: string[];
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  /** The cover's address (`/media/covers/…`), or null. */
  cover: string | null;
  /** The page that shows the latest text of the essay to anyone holding the link, never indexed. */
  previewPath: string;
  /** Unsaved text the editor autosaved after the last save, or null. */
  autosave: EssayAutosave | null;
}

/** Body of POST /api/admin/essays and PUT /api/admin/essays/:id. */
export interface AdminEssayInput {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  topics: string[];
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  status: EssayStatus;
  /** For a scheduled essay, when it publishes itself (ISO 8601, in the future). Ignored otherwise. */
  publishAt?: string | null;
}

/** Body of POST /api/admin/essays/:id/autosave: the text being typed, kept without publishing. */
export interface EssayAutosaveInput {
  title: string;
  excerpt: string;
  body: string;
}

/** Body of POST /api/admin/essays/render: markdown to draw as the site draws it. */
export interface EssayRenderInput {
  body: string;
}

export interface EssayRendered {
  html: string;
}

/** `save` is kept on each save (a restore included), `autosave` while typing. */
export const ESSAY_REVISION_KINDS = ['save', 'autosave'] as const;
export type EssayRevisionKind = (typeof ESSAY_REVISION_KINDS)[number];

/** One row of GET /api/admin/essays/:id/revisions, newest first. */
export interface EssayRevisionSummary {
  id: number;
  kind: EssayRevisionKind;
  title: string;
  createdAt: string;
  /** What made it, e.g. "Restored from the revision of …"; may be empty. */
  note: string;
}

export interface EssayRevision extends EssayRevisionSummary {
  excerpt: string;
  body: string;
}

/** A run of lines the same in both texts, or only in the revision (removed), or only in the current text (added). */
export interface EssayDiffPart {
  change: 'same' | 'added' | 'removed';
  text: string;
}

/** GET /api/admin/essays/:id/revisions/:revisionId/diff: from the revision to the current text. */
export interface EssayRevisionDiff {
  revisionId: number;
  title: { from: string; to: string };
  excerpt: { from: string; to: string };
  body: EssayDiffPart[];
  /** Lines added and removed in the body. */
  added: number;
  removed: number;
}

/** GET /api/essay-previews/:token: the essay's latest text as its page draws it, whatever its status. */
export interface EssayPreview extends Pick<
  EssayDetail,
  'id' | 'slug' | 'title' | 'date' | 'html' | 'description' | 'tags' | 'topics' | 'readingMinutes'
> {
  status: EssayStatus;
  cover: string | null;
  /** When the text shown was saved or autosaved (ISO 8601). */
  savedAt: string;
}
