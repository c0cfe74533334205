import type { EssayStatus } from '@site/contracts';
import { XMLParser } from 'fast-xml-parser';
import {
  BlogFileProblem,
  clipSeoDescription,
  clipTitle,
  dayOf,
  essaySlug,
  excerptOf,
  imageAddress,
  isoTime,
  tagNames,
  textOf,
  type BlogExport,
  type BlogPost,
  type Standing,
} from './blog-post.js';
import { wordpressOldPaths } from './old-paths.js';

type Node = Record<string, unknown>;

/** Elements a WXR file may repeat, read as lists even when one is there. */
const LISTS = new Set([
  'rss.channel.item',
  'rss.channel.item.category',
  'rss.channel.item.wp:postmeta',
  'rss.channel.wp:author',
]);

// Attributes are read (a category's domain); values stay text (`wp:post_id` is an id, not a number). HTML's
// entities are XML's here: WordPress writes titles with `&#8217;` and the like. No external entity is ever read.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  htmlEntities: true,
  isArray: (_name, path) => LISTS.has(String(path)),
});

/** The text of an element: as it is, or its `#text` when it carries attributes too. */
const textIn = (node: unknown): string =>
  node && typeof node === 'object' ? textOf((node as Node)['#text']) : textOf(node);

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** The parsed document, or null when the text is XML but not a WordPress export. */
export function wordpressChannel(xml: string): Node | null {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new BlogFileProblem(`The XML could not be read: ${(error as Error).message.split('\n')[0]}`);
  }
  const rss = document.rss as Node | undefined;
  const channel = rss?.channel as Node | undefined;
  if (!rss || !channel || typeof channel !== 'object') return null;
  const isWxr = 'wp:wxr_version' in channel || typeof rss['@_xmlns:wp'] === 'string';
  return isWxr ? channel : null;
}

/** `2019-04-03 10:00:00` (UTC, as `wp:post_date_gmt` writes it) as ISO 8601; null for WordPress's zero date. */
const gmtTime = (value: string) => (value.startsWith('0000') ? null : isoTime(`${value.replace(' ', 'T')}Z`));

const IMPORTED_TYPES = new Set(['post', 'page']);

/** WordPress's statuses in the site's. */
function standingOf(wpStatus: string, notes: string[]): Standing {
  switch (wpStatus) {
    case 'publish':
      return { status: 'published' };
    case 'future':
      return { status: 'scheduled' };
    case 'draft':
      return { status: 'draft' };
    case 'pending':
      notes.push('pending review on WordPress: imported as a draft');
      return { status: 'draft' };
    case 'private':
      notes.push('private on WordPress: imported as a draft, which only you see');
      return { status: 'draft' };
    case 'trash':
      return { skip: 'in the trash on WordPress' };
    case 'auto-draft':
      return { skip: 'an automatic draft WordPress kept, never written' };
    default:
      return { skip: `its status "${wpStatus || 'none'}" is not imported` };
  }
}

/** An item's standing: attachments and other types than posts and pages are listed, never imported. */
function standingOfItem(item: Node, type: string, notes: string[]): Standing {
  if (type === 'attachment') {
    const file = textIn(item['wp:attachment_url']);
    return { skip: `an attachment: its file stays at its old address${file ? ` (${file})` : ''}` };
  }
  if (!IMPORTED_TYPES.has(type)) return { skip: `a ${type} is not imported` };
  return standingOf(textIn(item['wp:status']), notes);
}

/** Gutenberg's block marks and the read-more mark are comments; the HTML between them is the text. */
const bodyOf = (html: string) =>
  html
    .replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '')
    .replace(/<!--more(?:\s[^>]*)?-->/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const categoriesIn = (item: Node, domain: string) =>
  list(item.category)
    .filter((category) => category['@_domain'] === domain)
    .map(textIn)
    .filter(Boolean);

const metaValue = (item: Node, key: string) =>
  textIn(list(item['wp:postmeta']).find((meta) => textIn(meta['wp:meta_key']) === key)?.['wp:meta_value']);

/** The site the export came from (`old.example`, `example.org/blog`), which keeps post ids of two blogs apart. */
function siteOf(channel: Node): string {
  const address = textIn(channel['wp:base_site_url']) || textIn(channel['wp:base_blog_url']) || textIn(channel.link);
  if (!URL.canParse(address)) return '';
  const url = new URL(address);
  // `imported_items.source` holds 200 characters: a site's address is far shorter.
  return `${url.host}${url.pathname}`.replace(/\/+$/, '').toLowerCase().slice(0, 180);
}

/**
 * A WordPress export (WXR): posts and pages as essays, their HTML kept as it is (Markdown takes HTML, and the
 * site shows it through its allow-list), categories naming a site topic as topics and the rest as tags, the
 * featured image as the cover's link, attachments listed but left at their addresses.
 */
export function readWordPressExport(channel: Node): BlogExport {
  const items = list(channel.item);
  const authors = new Map(
    list(channel['wp:author']).map((author) => [
      textIn(author['wp:author_login']),
      textIn(author['wp:author_display_name']),
    ]),
  );
  const attachments = new Map(
    items
      .filter((item) => textIn(item['wp:post_type']) === 'attachment')
      .map((item) => [textIn(item['wp:post_id']), textIn(item['wp:attachment_url'])]),
  );

  const posts = items.map((item): BlogPost => {
    const sourceId = textIn(item['wp:post_id']);
    const type = textIn(item['wp:post_type']) || 'post';
    const notes: string[] = [];
    const title = clipTitle(textIn(item.title));
    const wpSlug = textIn(item['wp:post_name']);
    const body = bodyOf(textIn(item['content:encoded']));
    const standing = standingOfItem(item, type, notes);
    const skip = 'skip' in standing ? standing.skip : null;
    const status: EssayStatus = 'status' in standing ? standing.status : 'draft';
    const time = gmtTime(textIn(item['wp:post_date_gmt'])) ?? isoTime(textIn(item.pubDate));
    const publishedAt = status === 'draft' ? null : time;
    const author = textIn(item['dc:creator']);
    if (!skip) notes.push("text kept as WordPress's HTML");
    if (!skip && author) notes.push(`by ${authors.get(author) || author}`);

    const thumbnail = metaValue(item, '_thumbnail_id');
    const featured = thumbnail ? (attachments.get(thumbnail) ?? '') : '';
    const cover = imageAddress(featured);
    if (featured && !cover) notes.push(`its featured image (${featured}) has no full address: not kept`);
    const categories = categoriesIn(item, 'category').filter((name) => name.toLowerCase() !== 'uncategorized');
    const localDate = textIn(item['wp:post_date']);
    return {
      sourceId,
      type,
      title,
      slug: essaySlug(wpSlug, title, sourceId),
      skip,
      status,
      publishedAt,
      date: dayOf(publishedAt) ?? (localDate.startsWith('0000') ? null : dayOf(isoTime(localDate.slice(0, 10)))),
      excerpt: excerptOf(textIn(item['excerpt:encoded']), body),
      body,
      bodySource: 'html',
      tags: tagNames(categoriesIn(item, 'post_tag'), notes),
      categories,
      cover,
      seoTitle: '',
      seoDescription: clipSeoDescription(metaValue(item, '_yoast_wpseo_metadesc')),
      oldPaths: wordpressOldPaths({
        id: sourceId,
        type,
        slug: wpSlug,
        link: textIn(item.link),
        localDate,
        published: status !== 'draft',
      }),
      notes,
    };
  });
  const site = siteOf(channel);
  return {
    format: 'wordpress',
    source: site ? `wordpress:${site}` : 'wordpress',
    posts,
    notes: [],
  };
}
