import { createHash } from 'node:crypto';
import { ESSAY_BODY_MAX, findSiteRoute, oldAddressKey, type BlogImportItem, type EssayStatus } from '@site/contracts';
import { imagesIn, tagNames, type BlogExport, type BlogPost } from './blog-post.js';

/** The longest id of an item the import remembers (`imported_items.source_id`). */
const SOURCE_ID_MAX = 500;

/** What the site holds that decides each item's fate; read inside the import's transaction. */
export interface SiteState {
  /** The site's topics, by name in lower case. */
  topics: Map<string, string>;
  /** What came from this source before, by source id. */
  imported: Map<string, { essayId: number; contentHash: string; slug: string }>;
  /** The essays holding the slugs the export's posts want, and whether each came from this source. */
  slugs: Map<string, { essayId: number; fromThisSource: boolean }>;
  /** Old addresses stored already, with their essay, by key. */
  redirects: Map<string, number>;
}

/** The essay an item makes, in the site's terms. */
export interface PlannedEssay {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  status: EssayStatus;
  publishedAt: string | null;
  /** The export's day for it; a draft without one takes the day of the import. */
  date: string | null;
  tags: string[];
  topics: string[];
  cover: string | null;
  seoTitle: string;
  seoDescription: string;
}

export interface PlannedItem {
  /** The row the answer shows. */
  item: BlogImportItem;
  /** What to write, for `create` and `update`. */
  essay: PlannedEssay | null;
  /** The essay an `update` rewrites. */
  essayId: number | null;
  contentHash: string;
  /** Old addresses to store for the essay (keys). */
  newAddresses: string[];
  /** Images the essay shows by address, its cover included. */
  images: string[];
}

/** The hash of what an item makes: the same export read again gives the same hash. */
const hashOf = (essay: PlannedEssay, addresses: string[]) =>
  createHash('sha256').update(JSON.stringify({ essay, addresses })).digest('hex');

/** The post's old addresses as keys; the site's own routes are never redirected, so they are not kept. */
function addressesOf(post: BlogPost, notes: string[]): string[] {
  const keys = new Set<string>();
  for (const path of post.oldPaths) {
    const key = oldAddressKey(path);
    if (!key) continue;
    if (!key.startsWith('/?') && findSiteRoute(key)) {
      notes.push(`its old address ${key} is a page of this site: not redirected`);
    } else {
      keys.add(key);
    }
  }
  return [...keys];
}

/**
 * The essay a post makes. Categories naming a site topic become that topic, the others join the tags; a post
 * published (or scheduled) without a time the export gives waits as a draft rather than take the import's.
 */
function essayOf(post: BlogPost, topics: SiteState['topics'], notes: string[]): PlannedEssay {
  const named = post.categories.map((name) => topics.get(name.trim().toLowerCase()));
  const others = post.categories.filter((_name, index) => !named[index]);
  const undated = post.status !== 'draft' && !post.publishedAt;
  if (undated) notes.push(`${post.status} without a date in the export: imported as a draft`);
  return {
    slug: post.slug,
    title: post.title || 'Untitled',
    excerpt: post.excerpt,
    body: post.body,
    status: undated ? 'draft' : post.status,
    publishedAt: post.publishedAt,
    date: post.date,
    tags: tagNames([...post.tags, ...others], notes),
    topics: [...new Set(named.filter((name) => name !== undefined))],
    cover: post.cover,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
  };
}

/**
 * What an import does with each item, the same for a check and for the import itself: a post met before is
 * `skip: unchanged` while its hash is the same and `update` when it changed; a new one is `create` unless its
 * slug is taken. Pure: the state comes in, nothing is read or written here.
 */
export function planImport(blog: BlogExport, state: SiteState): PlannedItem[] {
  const slugsClaimed = new Set<string>();
  const addressesClaimed = new Set<string>();
  return blog.posts.map((post): PlannedItem => {
    const notes = [...post.notes];
    const item: BlogImportItem = {
      sourceId: post.sourceId,
      type: post.type,
      title: post.title,
      action: 'skip',
      reason: '',
      slug: null,
      status: null,
      oldAddresses: [],
      notes,
    };
    const skipped = (reason: string, more: Partial<BlogImportItem> = {}): PlannedItem => ({
      item: { ...item, reason, ...more },
      essay: null,
      essayId: null,
      contentHash: '',
      newAddresses: [],
      images: [],
    });
    if (post.skip) return skipped(post.skip);
    if (post.sourceId.length > SOURCE_ID_MAX)
      return skipped(`its id in the export is over ${SOURCE_ID_MAX} characters`);
    if (!post.body.trim()) return skipped('empty: it has no text');
    if (post.body.length > ESSAY_BODY_MAX) {
      return skipped(`longer than an essay may be (${ESSAY_BODY_MAX.toLocaleString('en')} characters)`);
    }
    if (!post.title) notes.push('no title: called “Untitled”');

    const addresses = addressesOf(post, notes);
    const essay = essayOf(post, state.topics, notes);
    const contentHash = hashOf(essay, addresses);
    const before = state.imported.get(post.sourceId);
    if (before?.contentHash === contentHash) {
      return skipped('unchanged since the last import', { slug: before.slug, oldAddresses: addresses });
    }
    if (!before) {
      const holder = state.slugs.get(essay.slug);
      if (slugsClaimed.has(essay.slug)) return skipped(`another item of this export has the slug "${essay.slug}"`);
      if (holder) {
        return skipped(
          holder.fromThisSource
            ? `the slug "${essay.slug}" is taken by another essay imported from this source`
            : `the slug "${essay.slug}" is taken by an essay that did not come from this source`,
        );
      }
      slugsClaimed.add(essay.slug);
    }
    // An essay keeps its address: an update leaves the slug it has on the site.
    const planned = before ? { ...essay, slug: before.slug } : essay;
    const essayId = before?.essayId ?? null;
    const newAddresses = addresses.filter((key) => {
      const holder = state.redirects.get(key);
      if (holder === essayId) return false;
      if (holder !== undefined || addressesClaimed.has(key)) {
        notes.push(`its old address ${key} already leads to another essay`);
        return false;
      }
      addressesClaimed.add(key);
      return true;
    });
    return {
      item: {
        ...item,
        action: before ? 'update' : 'create',
        reason: before ? 'changed since the last import' : 'new',
        slug: planned.slug,
        status: planned.status,
        oldAddresses: addresses.filter((key) => newAddresses.includes(key) || state.redirects.get(key) === essayId),
      },
      essay: planned,
      essayId,
      contentHash,
      newAddresses,
      images: [...imagesIn(planned.body), ...(planned.cover ? [planned.cover] : [])],
    };
  });
}
