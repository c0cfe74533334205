/**
 * Where a post lived on its old site, by each platform's default rules and what the export says; the import
 * stores these (in `oldAddressKey`'s form) so the old links answer 301 to the essay.
 */

/** The path and query of an address (`https://old.example/2019/04/x/` is `/2019/04/x/`); null for no address. */
export function pathOf(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return /^https?:$/.test(url.protocol) ? `${url.pathname}${url.search}` : null;
}

/** Ghost serves posts and pages alike at `/slug/`. */
export const ghostOldPaths = (slug: string): string[] => [`/${slug}/`];

interface WordPressPlace {
  id: string;
  type: string;
  /** `wp:post_name`, as WordPress writes it in addresses. */
  slug: string;
  /** The permalink the export gives (`link`). */
  link: string;
  /** `wp:post_date`: the site's local time, which date-based permalinks use. */
  localDate: string;
  /** Whether WordPress published it (or will): a draft had only its `?p=` address. */
  published: boolean;
}

/**
 * A WordPress post's permalink as exported, the two date-based structures (`/yyyy/mm/slug/`, `/yyyy/mm/dd/slug/`)
 * whichever the site used, and `/?p=ID`, which every WordPress answers; a page also has `/?page_id=ID`.
 */
export function wordpressOldPaths({ id, type, slug, link, localDate, published }: WordPressPlace): string[] {
  const paths = new Set<string>();
  const permalink = pathOf(link);
  if (permalink) paths.add(permalink);
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(localDate);
  if (type === 'post' && published && slug && date && date[1] !== '0000') {
    const [, year, month, day] = date;
    paths.add(`/${year}/${month}/${slug}/`);
    paths.add(`/${year}/${month}/${day}/${slug}/`);
  }
  if (/^\d+$/.test(id)) {
    paths.add(`/?p=${id}`);
    if (type === 'page') paths.add(`/?page_id=${id}`);
  }
  return [...paths];
}

export interface MarkdownPlace {
  layout: 'jekyll' | 'hugo' | 'notes';
  /** The file's path inside the site (`_posts/2019-04-03-slug.md`, `content/posts/slug.md`). */
  path: string;
  slug: string;
  date: string | null;
  categories: string[];
  /** Front matter: Jekyll's `permalink`, Hugo's `url` and `aliases`. */
  declared: string[];
}

/**
 * The addresses a static site gave the file: what its front matter declares, else Jekyll's default
 * (`/category/yyyy/mm/dd/slug.html`) or Hugo's (`/section/slug/`). Notes kept in a vault had none.
 */
export function markdownOldPaths({ layout, path, slug, date, categories, declared }: MarkdownPlace): string[] {
  // A permalink pattern (`/:year/:title/`) names no one address.
  const paths = new Set(
    declared
      .filter((path) => !path.includes('/:'))
      .map(pathOf)
      .filter((found) => found !== null),
  );
  if (paths.size > 0 || !slug) return [...paths];
  if (layout === 'jekyll' && date) {
    const prefix = categories.map((category) => `/${category.toLowerCase().replace(/\s+/g, '-')}`).join('');
    paths.add(`${prefix}/${date.slice(0, 4)}/${date.slice(5, 7)}/${date.slice(8, 10)}/${slug}.html`);
  }
  if (layout === 'hugo') {
    const section = /^content\/([^/]+)\//.exec(path)?.[1];
    paths.add(section ? `/${section}/${slug}/` : `/${slug}/`);
  }
  return [...paths];
}
