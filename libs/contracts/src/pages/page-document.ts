/**
 * The first HTML of a page: what the owning service knows about a path, which the gateway writes into
 * `index.html` before any script runs (head tags, the main text, the data the app would fetch).
 * Services answer it on their internal `GET /page-document?path=`; the gateway never forwards that from outside.
 */

/** An Open Graph / Twitter card image; social sites expect 1200×630. */
export interface PageImage {
  /** A path inside the site or an absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** The canonical path, e.g. '/essay/on-doubt' (the gateway prefixes SITE_URL). */
  path: string;
  /** Open Graph type. */
  type: 'website' | 'article' | 'profile' | 'book' | 'music.song';
  image?: PageImage;
  /** For articles: ISO dates and the tags, as `article:*` tags. */
  publishedTime?: string;
  modifiedTime?: string;
  tags?: string[];
  /** e.g. 'noindex' for previews; absent means 'index,follow'. */
  robots?: string;
  /** JSON-LD objects (schema.org), each with '@context' and '@type'. */
  structuredData: Record<string, unknown>[];
  /** Extra `<meta name=… content=…>` pairs, e.g. `citation_*` for reference managers; names may repeat. */
  meta?: { name: string; content: string }[];
}

/** One entry of the app's query cache: the key its `queryOptions` use and the data that query answers. */
export interface PageDataEntry {
  queryKey: readonly unknown[];
  data: unknown;
  /**
   * The answer as a visitor gets it, where a signed-in reader's differs (e.g. a course with their enrolment):
   * only a visitor's page carries it; a reader's app asks for its own.
   */
  personal?: true;
}

/**
 * The app's query key for the signed-in reader. The gateway answers it as `null` in the first HTML of a request
 * without a session cookie, so a visitor's header never flickers through a loading state.
 */
export const SESSION_USER_QUERY_KEY = ['session', 'user'] as const;

export interface PageDocument {
  /** 404 for a page whose item does not exist (an unknown essay slug, an inactive topic). */
  status: 200 | 404;
  head: PageHead;
  /** Sanitised HTML of the page's main area, as the app draws it, or absent when only the app draws it. */
  mainHtml?: string;
  /** What the app would fetch to draw this page, so it fetches none of it again. */
  data?: PageDataEntry[];
}
