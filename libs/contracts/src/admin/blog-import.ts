import type { EssayStatus } from './admin-essays.js';

/** The largest export the blog import takes: a WordPress or Ghost export of a few thousand posts. */
export const BLOG_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const BLOG_IMPORT_TOO_LARGE_TEXT = 'The file is larger than 50 MB.';
/** What the admin screen's file picker offers; the format itself is told from the content. */
export const BLOG_IMPORT_FILE_TYPES = '.json,.xml,.zip,application/json,text/xml,application/xml,application/zip';

/** The formats the import reads: a Ghost JSON export, a WordPress WXR file, a zip of Markdown files. */
export const BLOG_FORMATS = ['ghost', 'wordpress', 'markdown'] as const;
export type BlogFormat = (typeof BLOG_FORMATS)[number];

/** What an import does, or would do, with one item of the export. */
export const BLOG_IMPORT_ACTIONS = ['create', 'update', 'skip'] as const;
export type BlogImportAction = (typeof BLOG_IMPORT_ACTIONS)[number];

/** One item of the export (a post, a page, an attachment, a Markdown file) and what happens to it. */
export interface BlogImportItem {
  /** The item's id in the export: Ghost's post id, WordPress's post id, the file's path in the zip. */
  sourceId: string;
  /** `post`, `page`, `note` (a Markdown file), or the export's own word (`attachment`, `nav_menu_item`…). */
  type: string;
  title: string;
  action: BlogImportAction;
  /** Why: `new`, `changed since the last import`, or why it is skipped. */
  reason: string;
  /** The essay's slug it becomes or updates; null when skipped without one. */
  slug: string | null;
  /** Where the essay stands after the import; null when skipped. */
  status: EssayStatus | null;
  /** The old addresses that answer 301 to the essay once it is published. */
  oldAddresses: string[];
  /** What the author may want to know: where the text came from, authors, tags left out, a cover not kept. */
  notes: string[];
}

export interface BlogImportTotals {
  create: number;
  update: number;
  skip: number;
}

/** The answer of POST /api/admin/import/blog, for a check (dry run) and an import alike. */
export interface BlogImportSummary {
  format: BlogFormat;
  /** The format in words: `a Ghost export`, `a WordPress export (WXR)`, `a zip of Markdown files`. */
  formatName: string;
  /** False for a check: nothing was written. */
  applied: boolean;
  items: BlogImportItem[];
  totals: BlogImportTotals;
  /** Images the imported text refers to by address (covers included), kept as links: nothing is fetched. */
  images: number;
  /** Old addresses stored (or that would be) by this run. */
  redirects: number;
  /** Sentences about the whole import: the images kept as links, how the text was read, what was left out. */
  notes: string[];
}

/** `14 images kept as links to their old addresses`: what the summary says of the images. */
export const imagesKeptText = (images: number): string =>
  images === 1 ? '1 image kept as a link to its old address' : `${images} images kept as links to their old addresses`;

/** The longest old address stored. */
export const OLD_ADDRESS_MAX = 500;

/** WordPress's own addresses of a post or page by id, on the home page: `/?p=42`, `/?page_id=7`. */
const ID_QUERIES = ['p', 'page_id'] as const;

/**
 * The form in which an old address of an imported post is stored and looked up, or null for one that cannot be
 * one: the path decoded and in lower case, without a trailing slash, its query left out, except WordPress's
 * `/?p=ID` (and `/?page_id=ID`) on the home page, which name a post by id. `/Old-Slug/?utm=x` is `/old-slug`.
 */
export function oldAddressKey(address: string): string | null {
  const [rawPath, query = ''] = address.split(/\?(.*)/s, 2);
  let path: string;
  try {
    path = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path === '/') {
    const params = new URLSearchParams(query);
    for (const name of ID_QUERIES) {
      const id = params.get(name);
      if (id && /^[1-9][0-9]{0,18}$/.test(id)) return `/?${name}=${id}`;
    }
    return null;
  }
  const key = path.replace(/\/+$/, '');
  return key.length > 0 && key.length <= OLD_ADDRESS_MAX ? key : null;
}

/** GET /api/internal/essay-redirects: where an old address of an imported post now lives. */
export interface EssayRedirect {
  /** The published essay's page, `/essay/<slug>`. */
  location: string;
}
