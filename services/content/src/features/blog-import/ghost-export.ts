import {
  clipSeoDescription,
  clipSeoTitle,
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
  type BodySource,
  type Standing,
} from './blog-post.js';
import { ghostOldPaths } from './old-paths.js';

type Row = Record<string, unknown>;

/** The tables of a Ghost export the import reads. */
interface GhostData {
  posts: Row[];
  posts_meta: Row[];
  tags: Row[];
  posts_tags: Row[];
  users: Row[];
  posts_authors: Row[];
}

const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => !!row && typeof row === 'object') : [];

/**
 * The data of a Ghost export: `{ db: [{ meta, data }] }` since Ghost 1, `{ meta, data }` before; null when the JSON
 * is not one (it has no list of posts there).
 */
export function ghostData(json: unknown): GhostData | null {
  const root = json as { db?: { data?: Row }[]; data?: Row } | null;
  const data = Array.isArray(root?.db) ? root.db[0]?.data : root?.data;
  if (!data || !Array.isArray(data.posts)) return null;
  return {
    posts: rows(data.posts),
    posts_meta: rows(data.posts_meta),
    tags: rows(data.tags),
    posts_tags: rows(data.posts_tags),
    users: rows(data.users),
    posts_authors: rows(data.posts_authors),
  };
}

/** Sorted by `sort_order`, as Ghost orders a post's tags and authors (the first tag is the primary one). */
const bySortOrder = (a: Row, b: Row) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0);

function groupBy(list: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of [...list].sort(bySortOrder)) {
    const id = textOf(row[key]);
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
}

const isEmptyMarkup = (section: unknown[]) =>
  section[0] === 1 &&
  Array.isArray(section[2]) &&
  section[2].every((marker) => !textOf((marker as unknown[])[3]).trim());

/**
 * The Markdown of a mobiledoc post written in Markdown cards (Ghost 1's editor, and Koenig's Markdown card): their
 * text joined, when nothing but empty paragraphs stands beside them; else null.
 */
export function mobiledocMarkdown(raw: string): string | null {
  let doc: { cards?: unknown; sections?: unknown };
  try {
    doc = JSON.parse(raw) as typeof doc;
  } catch {
    return null;
  }
  const cards = Array.isArray(doc?.cards) ? (doc.cards as unknown[][]) : [];
  const sections = Array.isArray(doc?.sections) ? (doc.sections as unknown[][]) : [];
  const parts: string[] = [];
  for (const section of sections) {
    if (!Array.isArray(section)) return null;
    if (section[0] === 10) {
      const card = cards[Number(section[1])];
      const markdown =
        Array.isArray(card) && ['markdown', 'card-markdown'].includes(card[0] as string)
          ? (card[1] as { markdown?: unknown } | undefined)?.markdown
          : undefined;
      if (typeof markdown !== 'string') return null;
      parts.push(textOf(markdown).trim());
    } else if (!isEmptyMarkup(section)) {
      return null;
    }
  }
  const markdown = parts.filter(Boolean).join('\n\n');
  return markdown || null;
}

/** The same for a Lexical post (Ghost 5): only Markdown cards and empty paragraphs at the top. */
export function lexicalMarkdown(raw: string): string | null {
  let doc: { root?: { children?: unknown } };
  try {
    doc = JSON.parse(raw) as typeof doc;
  } catch {
    return null;
  }
  const children = doc?.root?.children;
  if (!Array.isArray(children)) return null;
  const parts: string[] = [];
  for (const node of children as Row[]) {
    if (node?.type === 'markdown' && typeof node.markdown === 'string') parts.push(textOf(node.markdown).trim());
    else if (!(node?.type === 'paragraph' && Array.isArray(node.children) && node.children.length === 0)) return null;
  }
  const markdown = parts.filter(Boolean).join('\n\n');
  return markdown || null;
}

const BODY_NOTES: Record<BodySource, string> = {
  markdown: 'text from its Markdown',
  html: "text kept as Ghost's HTML",
  plaintext: "text from Ghost's plain text (its formatting is lost)",
};

/** The post's text: Markdown where the author wrote Markdown, else Ghost's HTML as it is, else its plain text. */
function bodyOf(post: Row): { body: string; bodySource: BodySource } {
  const markdown =
    textOf(post.markdown).trim() ||
    (textOf(post.mobiledoc) && mobiledocMarkdown(textOf(post.mobiledoc))) ||
    (textOf(post.lexical) && lexicalMarkdown(textOf(post.lexical)));
  if (markdown) return { body: markdown, bodySource: 'markdown' };
  const html = textOf(post.html).trim();
  if (html) return { body: html, bodySource: 'html' };
  return { body: textOf(post.plaintext).trim(), bodySource: 'plaintext' };
}

/** Ghost's statuses in the site's, with the time the post was or will be published. */
function standingOf(post: Row, notes: string[]): Standing & { publishedAt?: string | null } {
  const status = textOf(post.status);
  const publishedAt = isoTime(textOf(post.published_at));
  if (status === 'published') return { status, publishedAt: publishedAt ?? isoTime(textOf(post.created_at)) };
  if (status === 'scheduled' && publishedAt) return { status, publishedAt };
  if (status === 'draft' || status === 'scheduled') return { status: 'draft' };
  if (status === 'sent') {
    notes.push('sent only as an email on Ghost: imported as a draft');
    return { status: 'draft' };
  }
  return { skip: `its status "${status || 'none'}" is not one Ghost publishes` };
}

/** Ghost's word for who may read a post, as the note says it. */
const READERS: Record<string, string> = { members: 'members', paid: 'paying members', tiers: 'some tiers of members' };

/**
 * Where the post stands here, and when it was published. Pages become essays too, as drafts: a page (About,
 * Contact) rarely belongs among the essays, so the author publishes those that do.
 */
function publicationOf(post: Row, type: string, notes: string[]) {
  const standing: Standing & { publishedAt?: string | null } =
    type === 'post' || type === 'page' ? standingOf(post, notes) : { skip: `a ${type} is not imported` };
  const status = 'status' in standing ? standing.status : 'draft';
  const skip = 'skip' in standing ? standing.skip : null;
  if (type === 'page' && status !== 'draft') {
    notes.push(`a ${status} page on Ghost: imported as a draft essay, to publish if it belongs among the essays`);
    return { skip, status: 'draft' as const, publishedAt: null };
  }
  const visibility = textOf(post.visibility);
  if (READERS[visibility] && status !== 'draft') {
    notes.push(`for ${READERS[visibility]} only on Ghost: here every reader sees it`);
  }
  return { skip, status, publishedAt: standing.publishedAt ?? null };
}

/** The export's tables a post's tags and authors are found in. */
interface Links {
  tags: Map<string, Row>;
  tagsOf: Map<string, Row[]>;
  users: Map<string, string>;
  authorsOf: Map<string, Row[]>;
}

/** The post's public tags, its primary tag first; internal tags (`#…`) are Ghost's own, and noted as left out. */
function publicTagsOf(post: Row, links: Links, notes: string[]): string[] {
  const tags = (links.tagsOf.get(textOf(post.id)) ?? [])
    .map((link) => links.tags.get(textOf(link.tag_id)))
    .filter((tag) => !!tag);
  const internal = tags.filter((tag) => tag.visibility === 'internal' || textOf(tag.name).startsWith('#'));
  if (internal.length > 0) notes.push(`internal tags left out: ${internal.map((tag) => textOf(tag.name)).join(', ')}`);
  return tags.filter((tag) => !internal.includes(tag)).map((tag) => textOf(tag.name));
}

/** The site has one author: the post's authors are noted, not kept. */
function noteAuthors(post: Row, links: Links, notes: string[]): void {
  const authors = (links.authorsOf.get(textOf(post.id)) ?? []).map((link) => links.users.get(textOf(link.author_id)));
  const named = (authors.length > 0 ? authors : [links.users.get(textOf(post.author_id))]).filter((name) => !!name);
  if (named.length > 0) notes.push(`by ${named.join(', ')}`);
}

/**
 * A Ghost export's posts and pages. The primary tag names the topic when it names one of the site's; every public
 * tag is a tag; the feature image is the cover's link.
 */
export function readGhostExport(data: GhostData): BlogExport {
  const links: Links = {
    tags: new Map(data.tags.map((tag) => [textOf(tag.id), tag])),
    tagsOf: groupBy(data.posts_tags, 'post_id'),
    users: new Map(data.users.map((user) => [textOf(user.id), textOf(user.name)])),
    authorsOf: groupBy(data.posts_authors, 'post_id'),
  };
  const metaOf = new Map(data.posts_meta.map((meta) => [textOf(meta.post_id), meta]));

  const posts = data.posts.map((post): BlogPost => {
    const sourceId = textOf(post.id);
    const type = post.type === 'page' || post.page === true || post.page === 1 ? 'page' : textOf(post.type) || 'post';
    const title = clipTitle(textOf(post.title));
    const ghostSlug = textOf(post.slug);
    const { body, bodySource } = bodyOf(post);
    const notes = [BODY_NOTES[bodySource]];
    const { skip, status, publishedAt } = publicationOf(post, type, notes);
    const tags = publicTagsOf(post, links, notes);
    noteAuthors(post, links, notes);
    const featureImage = textOf(post.feature_image);
    const cover = imageAddress(featureImage);
    if (featureImage && !cover) notes.push(`its cover image (${featureImage}) has no full address: not kept`);
    if (body.includes('__GHOST_URL__')) {
      notes.push("its images and links on the old site start with Ghost's __GHOST_URL__, which only Ghost knew");
    }
    const meta = metaOf.get(sourceId) ?? post;
    return {
      sourceId,
      type,
      title,
      slug: essaySlug(ghostSlug, title, sourceId),
      skip,
      status,
      publishedAt,
      date: dayOf(publishedAt ?? isoTime(textOf(post.created_at))),
      excerpt: excerptOf(textOf(post.custom_excerpt), textOf(post.plaintext) || body),
      body,
      bodySource,
      tags: tagNames(tags, notes),
      categories: tags.slice(0, 1),
      cover,
      seoTitle: clipSeoTitle(textOf(meta.meta_title)),
      seoDescription: clipSeoDescription(textOf(meta.meta_description)),
      oldPaths: ghostSlug ? ghostOldPaths(ghostSlug) : [],
      notes,
    };
  });
  return { format: 'ghost', source: 'ghost', posts, notes: [] };
}
