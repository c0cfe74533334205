import type { AudioFile, Chapter } from './audio.js';

/**
 * Where an episode stands: only published episodes reach the podcast page, the feed, search and the sitemap;
 * a scheduled one goes out by itself at its time.
 */
export const EPISODE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number];

export const EPISODE_TITLE_MAX = 300;
export const EPISODE_SLUG_MAX = 200;
/** A slug: lower-case words joined by single hyphens, not digits alone (those are ids). */
export const EPISODE_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Apple shows up to 4,000 characters of an episode's description. */
export const EPISODE_SUMMARY_MAX = 4000;
export const EPISODE_NOTES_MAX = 100_000;
export const EPISODE_CHAPTERS_MAX = 200;
export const EPISODE_CHAPTER_TITLE_MAX = 300;

/** Audio uploads: MP3 or M4A judged by content, at most this size (about three hours of 128 kbit/s MP3). */
export const EPISODE_AUDIO_MAX_BYTES = 200 * 1024 * 1024;
export const EPISODE_AUDIO_WRONG_TYPE_TEXT = 'Choose an MP3 or M4A audio file.';
export const EPISODE_AUDIO_TOO_LARGE_TEXT = 'The audio file is larger than 200 MB.';
export const EPISODE_AUDIO_UNREADABLE_TEXT = 'The audio file could not be read: its length is unknown.';

/** Artwork (Apple's rule): a square JPEG or PNG of 1,400 to 3,000 pixels a side; WebP is taken and converted. */
export const PODCAST_ARTWORK_MAX_SIDE = 3000;
export const PODCAST_ARTWORK_MAX_BYTES = 10 * 1024 * 1024;
export const PODCAST_ARTWORK_WRONG_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const PODCAST_ARTWORK_TOO_LARGE_TEXT = 'The image is larger than 10 MB.';
export const PODCAST_ARTWORK_SHAPE_TEXT = 'Artwork must be square and at least 1,400 pixels on each side.';

/**
 * Transcripts: WebVTT or SRT, told apart by content; at most this much text (an hour's talk is about 100,000
 * characters), which keeps the JSON that carries it under the 1 MB a request body may be.
 */
export const EPISODE_TRANSCRIPT_MAX = 500_000;
export const EPISODE_TRANSCRIPT_UNREADABLE_TEXT = 'The transcript is neither WebVTT nor SRT, or it holds no cues.';

export const EPISODE_NEEDS_AUDIO_TEXT = 'An episode needs its audio before it is published or scheduled.';
export const EPISODE_SCHEDULE_TEXT = 'A scheduled episode needs a publication time in the future.';

/** One row of GET /api/admin/podcast/episodes, newest number first. */
export interface AdminEpisodeRow {
  id: number;
  slug: string;
  number: number;
  title: string;
  status: EpisodeStatus;
  /** When it was or will be published (ISO 8601); null for a draft. */
  publishedAt: string | null;
  durationSeconds: number | null;
  transcriptLines: number;
  chapterCount: number;
  updatedAt: string;
}

/** GET /api/admin/podcast/episodes/:id: everything the episode editor edits. */
export interface AdminEpisode extends AdminEpisodeRow {
  summary: string;
  /** Show notes, Markdown. */
  notes: string;
  explicit: boolean;
  /** Read from the uploaded file (type, size, length), never typed; null until one is uploaded. */
  audio: AudioFile | null;
  /** The episode's own artwork, or null when it shows the show's. */
  artworkUrl: string | null;
  chapters: Chapter[];
  /** The first lines of the transcript, for the editor to show what was read. */
  transcriptPreview: string[];
  /** The public page, once published. */
  path: string;
}

/** POST /api/admin/podcast/episodes and PUT /api/admin/podcast/episodes/:id. */
export interface AdminEpisodeInput {
  slug: string;
  title: string;
  summary: string;
  notes: string;
  explicit?: boolean;
  status: EpisodeStatus;
  /** Required when scheduled: an ISO 8601 time in the future. Ignored otherwise. */
  publishAt?: string | null;
  /** In order of their start; the first starts at 0. */
  chapters?: Chapter[];
}

/** PUT /api/admin/podcast/episodes/:id/transcript: the text of a WebVTT or SRT file. */
export interface AdminTranscriptInput {
  text: string;
}

/** GET and PUT /api/admin/podcast/show: the show as the feed and the podcast page describe it. */
export interface AdminPodcastShow {
  title: string;
  description: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  /** BCP 47, e.g. 'en'. */
  language: string;
  /** Apple Podcasts category and subcategory, e.g. 'Society & Culture' and 'Philosophy'. */
  category: string;
  subcategory: string;
  explicit: boolean;
}

/** GET /api/admin/podcast/show answers the settings with the artwork's address. */
export interface AdminPodcastShowView extends AdminPodcastShow {
  artworkUrl: string;
}

export const SHOW_TITLE_MAX = 300;
export const SHOW_DESCRIPTION_MAX = 4000;
export const SHOW_NAME_MAX = 200;
export const SHOW_LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * Apple Podcasts' categories with their subcategories (Apple's list), the ones a show may name.
 * An empty subcategory list means the category has none.
 */
export const PODCAST_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Arts: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  History: [],
  'Kids & Family': ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'],
  News: ['Daily News', 'Politics', 'Tech News'],
  'Religion & Spirituality': ['Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Judaism', 'Religion', 'Spirituality'],
  Science: [
    'Astronomy',
    'Chemistry',
    'Earth Sciences',
    'Life Sciences',
    'Mathematics',
    'Natural Sciences',
    'Nature',
    'Physics',
    'Social Sciences',
  ],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Technology: [],
};

/** Why this category and subcategory are not one of Apple's pairs, or null when they are. */
export function podcastCategoryProblem(category: string, subcategory: string): string | null {
  const subcategories = Object.hasOwn(PODCAST_CATEGORIES, category) ? PODCAST_CATEGORIES[category] : undefined;
  if (!subcategories) return `"${category}" is not an Apple Podcasts category.`;
  if (subcategory === '' || subcategories.includes(subcategory)) return null;
  return `"${subcategory}" is not a subcategory of ${category}.`;
}

/** Why these chapters cannot be an episode's, or null: in order, the first at 0, each title given once. */
export function chaptersProblem(chapters: readonly Chapter[], durationSeconds: number | null): string | null {
  if (chapters.length === 0) return null;
  if (chapters[0].startSeconds !== 0) return 'The first chapter starts at 0:00.';
  for (let index = 1; index < chapters.length; index++) {
    if (chapters[index].startSeconds <= chapters[index - 1].startSeconds)
      return `Chapter ${index + 1} starts before or with the one before it.`;
  }
  const last = chapters[chapters.length - 1];
  if (durationSeconds !== null && last.startSeconds >= durationSeconds)
    return `Chapter ${chapters.length} starts after the audio ends.`;
  return null;
}

/**
 * The chapters of a Podcasting 2.0 JSON chapters file (`{ "version": "1.2.0", "chapters": [{ "startTime",
 * "title" }] }`), in order of their start; throws with a reader's message when the text is not one.
 */
export function readJsonChapters(text: string): Chapter[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The chapters file is not JSON.');
  }
  const list = (parsed as { chapters?: unknown })?.chapters;
  if (!Array.isArray(list)) throw new Error('The chapters file has no "chapters" list.');
  const chapters = list.map((item: unknown, index) => {
    const { startTime, title } = (item ?? {}) as { startTime?: unknown; title?: unknown };
    if (typeof startTime !== 'number' || !Number.isFinite(startTime) || startTime < 0)
      throw new Error(`Chapter ${index + 1} has no start time.`);
    if (typeof title !== 'string' || title.trim() === '') throw new Error(`Chapter ${index + 1} has no title.`);
    return { startSeconds: startTime, title: title.trim().slice(0, EPISODE_CHAPTER_TITLE_MAX) };
  });
  return chapters.sort((a, b) => a.startSeconds - b.startSeconds);
}
