import {
  ESSAY_EXCERPT_MAX,
  ESSAY_SEO_DESCRIPTION_MAX,
  ESSAY_SEO_TITLE_MAX,
  ESSAY_SLUG_MAX,
  ESSAY_TAG_MAX,
  ESSAY_TAGS_MAX,
  ESSAY_TITLE_MAX,
  slugify,
  type BlogFormat,
  type EssayStatus,
} from '@site/contracts';
import { describeFallback, stripMarkdown } from '@site/markdown-render';

/** How an item's text was read: Markdown as the author wrote it, the export's HTML kept as it is, or plain text. */
export type BodySource = 'markdown' | 'html' | 'plaintext';

/** One item of an export in the site's terms; the plan decides what happens to it. */
export interface BlogPost {
  sourceId: string;
  type: string;
  title: string;
  /** The slug a new essay takes: the export's own when it has one of the site's form. */
  slug: string;
  /** Why it is not imported, when the reader knows already (an attachment, a post in the trash). */
  skip: string | null;
  status: EssayStatus;
  /** ISO 8601; null for a draft. */
  publishedAt: string | null;
  /** The day readers see, when the export gives one (YYYY-MM-DD). */
  date: string | null;
  excerpt: string;
  body: string;
  bodySource: BodySource;
  tags: string[];
  /** Names that become topics where they name one of the site's; the others become tags. */
  categories: string[];
  /** An absolute http(s) address, kept as a link. */
  cover: string | null;
  seoTitle: string;
  seoDescription: string;
  /** Where the post lived on the old site, as paths (`/2019/04/old-slug/`, `/?p=42`). */
  oldPaths: string[];
  notes: string[];
}

/** What a reader makes of a file: its posts, where they come from, and what to know of the whole. */
export interface BlogExport {
  format: BlogFormat;
  /** Ids are unique within a source: `ghost`, `wordpress:<host>`, `markdown`. */
  source: string;
  posts: BlogPost[];
  notes: string[];
}

/** Where an item of the export stands on the site, or why it is not imported. */
export type Standing = { status: EssayStatus } | { skip: string };

/** A file the import cannot read: answered with 400 and this message, and nothing is written. */
export class BlogFileProblem extends Error {}

export const FORMAT_NAMES: Record<BlogFormat, string> = {
  ghost: 'a Ghost export',
  wordpress: 'a WordPress export (WXR)',
  markdown: 'a zip of Markdown files',
};

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as the database takes it: PostgreSQL refuses NUL, and control characters and lone surrogates mean nothing. */
const cleanText = (text: string): string => text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');

/** The text of a value of a parsed export, which may be anything: a string, a number, or else nothing. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** At most `max` characters, cut at a whole character. */
function clip(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length > max ? characters.slice(0, max).join('').trim() : text.trim();
}

export const clipTitle = (title: string) => clip(title.replace(/\s+/g, ' '), ESSAY_TITLE_MAX);
export const clipSeoTitle = (title: string) => clip(title, ESSAY_SEO_TITLE_MAX);
export const clipSeoDescription = (description: string) => clip(description, ESSAY_SEO_DESCRIPTION_MAX);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A slug of the site's form for a new essay: the export's own (WordPress keeps non-Latin slugs percent-encoded),
 * else the title's, else one made of the source id; never digits alone, which name essays by id.
 */
export function essaySlug(wanted: string, title: string, sourceId: string): string {
  const slug =
    slugify(decoded(wanted), ESSAY_SLUG_MAX) ||
    slugify(title, ESSAY_SLUG_MAX) ||
    slugify(`post-${sourceId}`, ESSAY_SLUG_MAX);
  return /^\d+$/.test(slug) ? `post-${slug}` : slug;
}

/** The author's excerpt (markup removed), else the opening of the text, as the essay list shows one. */
export function excerptOf(written: string, body: string): string {
  const own = stripMarkdown(written);
  return clip(own || describeFallback(body), ESSAY_EXCERPT_MAX);
}

/** Tag names as the site keeps them: trimmed, no leading `#`, each once, at most 100 characters and 20 tags. */
export function tagNames(names: string[], notes: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = clip(raw.replace(/^#+/, '').replace(/\s+/g, ' '), ESSAY_TAG_MAX);
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  const tags = [...seen.values()];
  if (tags.length > ESSAY_TAGS_MAX) {
    notes.push(`only its first ${ESSAY_TAGS_MAX} of ${tags.length} tags kept`);
    return tags.slice(0, ESSAY_TAGS_MAX);
  }
  return tags;
}

/** The cover column holds at most this much. */
const COVER_MAX = 300;

/** An absolute http(s) address of an image, which the essay keeps as a link; null for anything else. */
export function imageAddress(address: string): string | null {
  const trimmed = address.trim();
  if (!/^https?:\/\//i.test(trimmed) || trimmed.length > COVER_MAX) return null;
  return URL.canParse(trimmed) ? trimmed : null;
}

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The addresses of the images a text shows, Markdown's and HTML's alike. */
export function imagesIn(body: string): string[] {
  const found = [...body.matchAll(MARKDOWN_IMAGE)].map((match) => match[1]);
  for (const match of body.matchAll(HTML_IMAGE)) found.push(match[1] ?? match[2] ?? match[3]);
  return found.filter(Boolean);
}

/** An ISO 8601 time from what an export writes, or null when it holds none (or one of no calendar day, year 0). */
export function isoTime(value: string): string | null {
  if (!value.trim()) return null;
  const time = new Date(value.trim());
  const year = time.getUTCFullYear();
  return Number.isNaN(time.getTime()) || year < 1 || year > 9999 ? null : time.toISOString();
}

export const dayOf = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);
