import { Logger } from '@nestjs/common';
import { findSiteRoute, oldAddressKey, type EssayRedirect } from '@site/contracts';
import { INTERNAL_TOKEN_HEADER } from '@site/service-kit';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../../config.js';
import type { Upstreams } from '../proxy/upstreams.js';

/** How long an answer is kept: an import shows within it, and a crawler's repeated misses ask the service once. */
export const OLD_ADDRESS_TTL_MS = 10_000;
/** A content service that is slow to say costs a visitor of an unknown address at most this. */
const LOOKUP_TIMEOUT_MS = 2_000;

/** The essay page an old address leads to, or null; throws when the content service cannot say. */
export type LookUp = (key: string) => Promise<string | null>;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The key under which an address may be an old one, or null: a route of the site is never redirected, whatever
 * was imported; the home page only with WordPress's `?p=ID` (or `?page_id=ID`).
 */
export function redirectableKey(url: string): string | null {
  if (url.startsWith('/remotes/')) return null;
  const key = oldAddressKey(url);
  if (key === null || key.startsWith('/?')) return key;
  const path = decoded(url.split('?')[0]);
  return path === null || findSiteRoute(path) || findSiteRoute(key) ? null : key;
}

/**
 * The old addresses of imported posts, answered with their essay's page (the content service keeps them). Answers,
 * found or not, are kept briefly; a failed lookup is not kept, and the page is then rendered as if none matched.
 */
export class OldAddresses {
  private readonly cache: LRUCache<string, { location: string | null }>;

  constructor(
    private readonly lookUp: LookUp,
    private readonly log: (error: unknown) => void,
    now: () => number = () => performance.now(),
  ) {
    this.cache = new LRUCache({ max: 10_000, ttl: OLD_ADDRESS_TTL_MS, perf: { now } });
  }

  /** Where the address (path and query, as sent) moved to, or null. */
  async locationOf(url: string): Promise<string | null> {
    const key = redirectableKey(url);
    if (key === null) return null;
    const cached = this.cache.get(key);
    if (cached) return cached.location;
    try {
      const location = await this.lookUp(key);
      this.cache.set(key, { location });
      return location;
    } catch (error) {
      this.log(error);
      return null;
    }
  }
}

/** Asks the content service's internal lookup, with the secret only the gateway holds. */
export function lookUpIn(upstreams: Pick<Upstreams, 'pool'>, secret: string): LookUp {
  return async (key) => {
    const response = await upstreams.pool('content').request({
      method: 'GET',
      path: `/api/internal/essay-redirects?path=${encodeURIComponent(key)}`,
      headers: { [INTERNAL_TOKEN_HEADER]: secret },
      headersTimeout: LOOKUP_TIMEOUT_MS,
      bodyTimeout: LOOKUP_TIMEOUT_MS,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      if (response.statusCode === 404) return null;
      throw new Error(`the content service answered ${response.statusCode}`);
    }
    const { location } = (await response.body.json()) as EssayRedirect;
    // Only a page of this site: an answer can never send a visitor elsewhere.
    return typeof location === 'string' && location.startsWith('/') && !location.startsWith('//') ? location : null;
  };
}

/** The gateway's one `OldAddresses`, over the content service. */
export function createOldAddresses(upstreams: Upstreams, config: GatewayConfig): OldAddresses {
  const logger = new Logger('OldAddresses');
  return new OldAddresses(lookUpIn(upstreams, config.internalSecret), (error) =>
    logger.warn(`An old address was not looked up: ${error instanceof Error ? error.message : String(error)}`),
  );
}
