import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import type { ServiceName } from '../../config.js';

/** A service's answer with its body read. */
export interface StoredAnswer {
  statusCode: number;
  headers: CachePolicy.Headers;
  body: Buffer;
}

interface Entry {
  /** Its service's generation when kept: a later write through this gateway has made it stale. */
  generation: number;
  policy: CachePolicy;
  answer: StoredAnswer;
}

/**
 * Only an answer its service explicitly offers to shared caches (`s-maxage`) is kept; http-cache-semantics would
 * also guess a freshness from `Last-Modified`, which would keep media files the service never meant to share.
 */
export const offeredToSharedCaches = (headers: CachePolicy.Headers) =>
  /\bs-maxage=\d+/.test(String(headers['cache-control']));

/**
 * The gateway as a shared cache (RFC 9111, its rules from http-cache-semantics) for anonymous readers, as a CDN
 * would be: a GET answer its service marks `public, s-maxage=N` is given again for N seconds without asking the
 * service, so a crowd of readers costs the service one query per address and second. A write through this gateway
 * drops its service's answers at once; another replica's copies age out within their N seconds.
 */
export class SharedCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: 2_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.answer.body.length + 1_024,
  });
  /** Bumped by each write to a service, so forgetting its answers costs nothing on the write's path. */
  private readonly generations = new Map<ServiceName, number>();

  /** The kept answer to this request, while it is fresh, with its `Age`. */
  lookup(service: ServiceName, request: CachePolicy.Request): StoredAnswer | undefined {
    const entry = this.entries.get(keyOf(service, request));
    if (!entry || entry.generation !== this.generation(service)) return undefined;
    if (!entry.policy.satisfiesWithoutRevalidation(request)) return undefined;
    return { ...entry.answer, headers: entry.policy.responseHeaders() };
  }

  /** Keeps the answer when its service offers it to shared caches; says whether it did. */
  store(service: ServiceName, request: CachePolicy.Request, answer: StoredAnswer): boolean {
    if (!offeredToSharedCaches(answer.headers)) return false;
    const policy = new CachePolicy(request, { status: answer.statusCode, headers: answer.headers }, { shared: true });
    const ttl = policy.timeToLive();
    if (!policy.storable() || ttl <= 0) return false;
    this.entries.set(keyOf(service, request), { generation: this.generation(service), policy, answer }, { ttl });
    return true;
  }

  /** Drops every answer of a service: something in it has just been changed through this gateway. */
  forget(service: ServiceName): void {
    this.generations.set(service, this.generation(service) + 1);
  }

  private generation(service: ServiceName): number {
    return this.generations.get(service) ?? 0;
  }
}

const keyOf = (service: ServiceName, request: CachePolicy.Request) => `${service} ${request.url}`;
