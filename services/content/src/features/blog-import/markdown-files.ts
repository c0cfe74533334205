import type { EssayStatus } from '@site/contracts';
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
} from './blog-post.js';
import { readFrontMatter } from '@site/markdown-render';
import type { ZipContents } from './blog-zip.js';
import { markdownOldPaths, type MarkdownPlace } from './old-paths.js';

type Layout = MarkdownPlace['layout'];

/** A file a system keeps beside the author's (macOS's `__MACOSX`, `.obsidian`, `.git`). */
const isSystemFile = (path: string) => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/** A Markdown file of the author's. */
export const isMarkdownFile = (path: string) => /\.(md|markdown)$/i.test(path) && !isSystemFile(path);

/** A front matter value as text: YAML reads an unquoted date as a Date. */
function valueText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return textOf(value);
}

/** A list in front matter: YAML's list, or one text of names (`a, b` or Jekyll's `a b`, Obsidian's `#a #b`). */
function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean);
  const text = valueText(value).trim();
  if (!text) return [];
  return text
    .split(text.includes(',') ? ',' : /\s+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Where the site's files start inside the zip, and which generator wrote it. */
function layoutOf(paths: string[]): { layout: Layout; root: string } {
  for (const [layout, folder] of [
    ['jekyll', '_posts'],
    ['hugo', 'content'],
  ] as const) {
    const parts = paths.map((path) => path.split('/').slice(0, -1)).find((folders) => folders.includes(folder));
    const above = parts?.slice(0, parts.indexOf(folder));
    if (above) return { layout, root: above.length > 0 ? `${above.join('/')}/` : '' };
  }
  // A vault zipped with its folder: ids are paths inside it.
  const [first] = paths;
  const top = first?.includes('/') ? first.slice(0, first.indexOf('/') + 1) : '';
  return { layout: 'notes', root: top && paths.every((path) => path.startsWith(top)) ? top : '' };
}

/** Why a file of a Jekyll or Hugo site is not a post, or null when it is one. */
function notAPost(layout: Layout, path: string): string | null {
  if (layout === 'jekyll' && !/^_(posts|drafts)\//.test(path))
    return 'not in _posts or _drafts: not a post of the Jekyll site';
  if (layout === 'hugo' && !path.startsWith('content/')) return 'not under content/: not a page of the Hugo site';
  if (layout === 'hugo' && /(^|\/)_index\.(md|markdown)$/i.test(path)) return "a Hugo section's list page, not a post";
  return null;
}

const JEKYLL_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** The file's own slug: Jekyll's name after its date, a Hugo bundle's folder, else the name. */
function fileSlug(path: string): { slug: string; date: string | null } {
  const parts = path.replace(/\.(md|markdown)$/i, '').split('/');
  let name = parts[parts.length - 1];
  if (name.toLowerCase() === 'index' && parts.length > 1) name = parts[parts.length - 2];
  const jekyll = JEKYLL_NAME.exec(name);
  return jekyll ? { slug: jekyll[2], date: jekyll[1] } : { slug: name, date: null };
}

/** An Obsidian note's `# Title` on its first line: the title, and the text without it. */
function leadingHeading(body: string): { heading: string; rest: string } | null {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(body);
  return match ? { heading: match[1], rest: body.slice(match[0].length).trim() } : null;
}

function typeOf(layout: Layout, path: string): string {
  if (layout === 'hugo') return /^content\/(posts?|blog)\//.test(path) ? 'post' : 'page';
  return layout === 'jekyll' ? 'post' : 'note';
}

/** The post a Markdown file makes, or a skipped one saying why. */
function readFile(layout: Layout, path: string, bytes: Uint8Array, now: Date): BlogPost {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const own = fileSlug(path);
  const type = typeOf(layout, path);
  const post: BlogPost = {
    sourceId: path,
    type,
    title: clipTitle(own.slug.replace(/[-_]+/g, ' ')),
    slug: essaySlug(own.slug, '', path),
    skip: notAPost(layout, path),
    status: 'draft',
    publishedAt: null,
    date: null,
    excerpt: '',
    body: '',
    bodySource: 'markdown',
    tags: [],
    categories: [],
    cover: null,
    seoTitle: '',
    seoDescription: '',
    oldPaths: [],
    notes: [],
  };
  if (post.skip) return post;
  if (/^\+\+\+\r?\n/.test(text)) {
    return { ...post, skip: 'its front matter is TOML (+++), which this import does not read; YAML (---) it does' };
  }
  let data: Record<string, unknown>;
  let content: string;
  try {
    ({ data, content } = readFrontMatter(text));
  } catch (error) {
    return { ...post, skip: `its front matter cannot be read (${(error as Error).message.split('\n')[0]})` };
  }
  const notes: string[] = [];
  let body = textOf(content).trim();
  let title = valueText(data.title);
  const heading = leadingHeading(body);
  if (heading && (!title || heading.heading === title)) {
    title ||= heading.heading;
    body = heading.rest;
  }
  title = clipTitle(title || post.title);

  const time = isoTime(valueText(data.date)) ?? (own.date ? isoTime(own.date) : null);
  const draft =
    data.draft === true || data.published === false || path.startsWith('_drafts/') || path.includes('/_drafts/');
  let status: EssayStatus = 'draft';
  if (!draft && time) status = new Date(time) > now ? 'scheduled' : 'published';
  else if (!draft) notes.push('no date: imported as a draft');
  const categories = names(data.categories ?? data.category);
  const coverField = data.image ?? data.cover ?? data.feature_image ?? data.featured_image;
  const coverText = valueText(
    coverField && typeof coverField === 'object' ? (coverField as Record<string, unknown>).image : coverField,
  );
  const cover = imageAddress(coverText);
  if (coverText && !cover) notes.push(`its cover image (${coverText}) has no full address: not kept`);
  const slug = valueText(data.slug) || own.slug;
  const described = valueText(data.excerpt) || valueText(data.description) || valueText(data.summary);
  return {
    ...post,
    title,
    slug: essaySlug(slug, title, path),
    status,
    publishedAt: status === 'draft' ? null : time,
    date: dayOf(time),
    excerpt: excerptOf(described, body),
    body,
    tags: tagNames(names(data.tags), notes),
    categories,
    cover,
    seoDescription: clipSeoDescription(valueText(data.description)),
    oldPaths: markdownOldPaths({
      layout,
      path,
      slug,
      date: dayOf(time),
      categories,
      declared: [...names(data.permalink), ...names(data.url), ...names(data.aliases)],
    }),
    notes,
  };
}

const LAYOUT_NAMES: Record<Layout, string> = {
  jekyll: 'a Jekyll site (_posts)',
  hugo: 'a Hugo site (content/)',
  notes: 'Markdown notes (an Obsidian vault or a folder of files)',
};

/**
 * A zip of Markdown files with front matter: a Jekyll site (`_posts/YYYY-MM-DD-slug.md`, `_drafts/`), a Hugo site
 * (`content/posts/*.md`), or notes (Obsidian's `# Title` and `tags:`). Each file's path is its id.
 */
export function readMarkdownZip(zip: ZipContents, now = new Date()): BlogExport {
  const paths = [...zip.files.keys()].sort();
  if (paths.length === 0) throw new BlogFileProblem('The zip holds no Markdown files (.md).');
  const { layout, root } = layoutOf(paths);
  const posts = paths.map((path) =>
    readFile(layout, path.startsWith(root) ? path.slice(root.length) : path, zip.files.get(path)!, now),
  );
  const notes = [`Read as ${LAYOUT_NAMES[layout]}.`];
  const others = zip.others.filter((path) => !isSystemFile(path)).length;
  if (others > 0) {
    notes.push(
      `${others} other ${others === 1 ? 'file' : 'files'} in the zip (images and the like) left out: the posts refer to them by address.`,
    );
  }
  return { format: 'markdown', source: 'markdown', posts, notes };
}
