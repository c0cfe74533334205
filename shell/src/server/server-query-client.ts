import {
  QueryClient,
  skipToken,
  type DefaultError,
  type Query,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { getQueryFn } from '@site/api-client';
import { USER_QUERY_KEY } from '@site/shell-api';

type AnyQuery = Query<unknown, DefaultError, unknown, QueryKey>;
type Options = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/** The visitor's own data (who is signed in, their bookmarks) is never the server's: it draws it as not yet known. */
export const isPersonal = (queryKey: QueryKey, meta: Record<string, unknown> | undefined): boolean =>
  meta?.personal === true || (queryKey[0] === USER_QUERY_KEY[0] && queryKey.length === USER_QUERY_KEY.length);

/**
 * A query client that learns, from a render, which queries the screens asked for. The screens' own `useQuery`
 * calls are the page's prefetch: their keys and fetchers cannot differ from what the browser asks, because they are
 * the same objects.
 */
export class ServerQueries {
  readonly client = new QueryClient({
    defaultOptions: {
      // The server answers once with what it has; the browser retries what failed.
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
  private readonly asked = new Map<string, Options>();
  private readonly fetched = new Set<string>();

  constructor() {
    // Every hook defaults its options through the client, with the key hashed: the one place to hear them all.
    const defaultQueryOptions = this.client.defaultQueryOptions.bind(this.client);
    this.client.defaultQueryOptions = ((options: Parameters<typeof defaultQueryOptions>[0]) => {
      const defaulted = defaultQueryOptions(options);
      const hash = defaulted.queryHash;
      if (hash && !this.asked.has(hash)) this.asked.set(hash, defaulted as unknown as Options);
      return defaulted;
    }) as QueryClient['defaultQueryOptions'];
  }

  /** The queries the renders so far asked for, enabled and public, that were not fetched yet. */
  private unfetched(): Options[] {
    return [...this.asked.values()].filter((options) => {
      if (this.fetched.has(options.queryHash!) || options.queryFn === skipToken) return false;
      if (isPersonal(options.queryKey, options.meta)) return false;
      const query = this.client.getQueryCache().get(options.queryHash!) as AnyQuery | undefined;
      if (query?.state.status !== 'pending') return false;
      const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
      return enabled !== false;
    });
  }

  /**
   * Fetches what the last render asked for and lacked, until `deadline`; whatever is still out then is cancelled and
   * left for the browser. Says whether anything was fetched (another render may then ask for more).
   */
  async fetchAsked(deadline: number): Promise<boolean> {
    const wanted = this.unfetched();
    if (wanted.length === 0) return false;
    for (const options of wanted) this.fetched.add(options.queryHash!);
    const all = Promise.allSettled(wanted.map((options) => this.client.prefetchQuery(options as never)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
    });
    const outcome = await Promise.race([all, late]);
    clearTimeout(timer);
    if (outcome === 'late') await this.client.cancelQueries({ fetchStatus: 'fetching' });
    return true;
  }
}
