import {
  AVATAR_MAX_BYTES,
  BLOG_IMPORT_MAX_BYTES,
  BOOK_COVER_MAX_BYTES,
  EPISODE_AUDIO_MAX_BYTES,
  ESSAY_COVER_MAX_BYTES,
  MEDIA_IMAGE_MAX_BYTES,
  PAPER_PDF_MAX_BYTES,
  pathPattern,
  PODCAST_ARTWORK_MAX_BYTES,
} from '@site/contracts';
import type { ServiceName } from '../../config.js';

/**
 * `/api/*` prefixes and the service that owns each; the first match wins. Every owned prefix has a
 * controller behind it: the gateway's OpenAPI test fails on a prefix that documents no operation.
 */
export const SERVICE_PREFIXES: readonly (readonly [prefix: string, owner: ServiceName | null])[] = [
  // Service-to-gateway endpoints are never reachable from outside.
  ['/api/internal', null],
  ['/api/elearning', 'learn'],
  ['/api/games', 'learn'],
  ['/api/admin/quizzes', 'learn'],
  ['/api/admin/courses', 'learn'],
  // Each service's part of the site archive; the gateway itself answers /api/admin/export, /import and /audit.
  ['/api/admin/transfer/learn', 'learn'],
  ['/api/admin/transfer/content', 'content'],
  // A blog from elsewhere brought in as essays.
  ['/api/admin/import/blog', 'content'],
  ['/api/admin/users', 'identity'],
  ['/api/user', 'identity'],
  // Password reset and changes; the gateway itself answers /api/account/sessions and DELETE /api/account.
  ['/api/account', 'identity'],
  ['/api/bookmarks', 'identity'],
  ['/api/admin/audience', 'audience'],
  ['/api/contact', 'audience'],
  ['/api/chat', 'audience'],
  ['/api/admin/inbox', 'audience'],
  ['/api/newsletter', 'audience'],
  ['/api/admin/newsletter', 'audience'],
  // The author's essays: the editor, revisions, covers; readers' preview links live at /api/essay-previews.
  ['/api/admin/essays', 'content'],
  ['/api/library', 'content'],
  ['/api/podcast', 'content'],
  ['/api', 'content'],
];

/**
 * Uploads larger than the gateway's usual body limit, each with its own. Twice the service's limit, so the service
 * itself refuses a file just over it, with its own message.
 */
export const UPLOAD_LIMITS: readonly (readonly [method: 'PUT' | 'POST', path: string, bytes: number])[] = [
  ['PUT', '/api/user/avatar', 2 * AVATAR_MAX_BYTES],
  ['PUT', '/api/admin/essays/:id/cover', 2 * ESSAY_COVER_MAX_BYTES],
  ['POST', '/api/admin/media', 2 * MEDIA_IMAGE_MAX_BYTES],
  ['PUT', '/api/admin/podcast/show/artwork', 2 * PODCAST_ARTWORK_MAX_BYTES],
  ['PUT', '/api/admin/podcast/episodes/:id/artwork', 2 * PODCAST_ARTWORK_MAX_BYTES],
  // Audio is large already: a megabyte over it is room enough for the form around the file.
  ['PUT', '/api/admin/podcast/episodes/:id/audio', EPISODE_AUDIO_MAX_BYTES + 1024 * 1024],
  ['PUT', '/api/admin/library/papers/:id/pdf', 2 * PAPER_PDF_MAX_BYTES],
  ['PUT', '/api/admin/library/audio/:id/artwork', 2 * PODCAST_ARTWORK_MAX_BYTES],
  ['PUT', '/api/admin/library/audio/:id/audio', EPISODE_AUDIO_MAX_BYTES + 1024 * 1024],
  // A blog's export is large too: the same megabyte of room for the form.
  ['POST', '/api/admin/import/blog', BLOG_IMPORT_MAX_BYTES + 1024 * 1024],
  ['PUT', '/api/admin/library/books/:id/cover', 2 * BOOK_COVER_MAX_BYTES],
];

/**
 * Files outside `/api` that a service writes (feeds, sitemaps), as route patterns where `:name` is one
 * path segment. The gateway forwards exactly these; every other non-`/api` path is the app's.
 */
export const SERVICE_FILES: readonly (readonly [pattern: string, owner: ServiceName])[] = [
  ['/rss.xml', 'content'],
  ['/atom.xml', 'content'],
  ['/feed.json', 'content'],
  ['/topic/:name/rss.xml', 'content'],
  ['/topic/:name/atom.xml', 'content'],
  ['/topic/:name/feed.json', 'content'],
  ['/sitemaps/pages.xml', 'content'],
  ['/sitemaps/essays.xml', 'content'],
  ['/sitemaps/journal.xml', 'content'],
  ['/sitemaps/topics.xml', 'content'],
  ['/sitemaps/courses.xml', 'learn'],
  ['/sitemaps/quizzes.xml', 'learn'],
  // Link-preview cards of pages without an image of their own.
  ['/cards/essays/:slug', 'content'],
  ['/cards/journal/:id', 'content'],
  ['/cards/books/:slug', 'content'],
  // The library's files (audio, artwork, documents), with byte ranges passed through both ways.
  ['/media/:kind/:file', 'content'],
  // What podcast apps fetch; /podcast and /podcast/episode/:id stay pages of the app.
  ['/podcast/feed.xml', 'content'],
  ['/podcast/episodes/:slug/transcript.vtt', 'content'],
  ['/podcast/episodes/:slug/chapters.json', 'content'],
];

/** The child sitemaps the `/sitemap.xml` index lists: every service file under `/sitemaps/`. */
export const SITEMAP_FILES = SERVICE_FILES.map(([pattern]) => pattern).filter((pattern) =>
  pattern.startsWith('/sitemaps/'),
);

const FILE_PATTERNS = SERVICE_FILES.map(([pattern, owner]) => [pathPattern(pattern), owner] as const);

/** The service that answers a path, or null when none may. Prefixes match whole path segments only. */
export function serviceFor(pathname: string): ServiceName | null {
  // Prefixes first: they decide every `/api` request, and no service file lies under `/api`.
  for (const [prefix, owner] of SERVICE_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return owner;
  }
  for (const [pattern, owner] of FILE_PATTERNS) if (pattern.test(pathname)) return owner;
  return null;
}
