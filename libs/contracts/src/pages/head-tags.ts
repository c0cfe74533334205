import { SITE_NAME } from '../site.js';
import { DEFAULT_OG_IMAGE, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './og-image.js';
import type { PageHead, PageImage } from './page-document.js';

/** The site's card, for pages without an image of their own. */
const DEFAULT_PAGE_IMAGE: PageImage = {
  url: DEFAULT_OG_IMAGE,
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
  alt: SITE_NAME,
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** JSON for a `<script>` data block: `<` escaped so that text like "</script>" or "<!--" cannot end or change it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Marked so the app drops them once a page draws its own head (`PageMeta`), so crawlers that run
 * scripts never see two titles or descriptions.
 */
const MARK = 'data-default-meta';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" ${MARK}>`;

/** An absolute URL; the site's own paths are appended to its address (so `//host` stays a path of this site). */
function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(/^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`).href;
}

/** The `<head>` tags of a page, every value escaped; `siteUrl` is the public origin without a trailing slash. */
export function renderHeadTags(head: PageHead, siteUrl: string): string {
  const url = absoluteUrl(head.path, siteUrl);
  const image = head.image ?? DEFAULT_PAGE_IMAGE;
  const imageUrl = absoluteUrl(image.url, siteUrl);
  const tags = [
    `<title ${MARK}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots ?? 'index,follow'),
    `<link rel="canonical" href="${escapeHtml(url)}" ${MARK}>`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
  ];
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  if (head.modifiedTime) tags.push(meta('property', 'article:modified_time', head.modifiedTime));
  for (const tag of head.tags ?? []) tags.push(meta('property', 'article:tag', tag));
  for (const extra of head.meta ?? []) tags.push(meta('name', extra.name, extra.content));
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json" ${MARK}>${scriptJson(data)}</script>`);
  }
  return tags.join('\n');
}
