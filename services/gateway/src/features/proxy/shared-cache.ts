import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { REQUEST_ID_HEADER } from '@site/service-kit';
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

/** Headers of one request's answer, never of a shared one: each reader is given its own id and date, and no cookie. */
const PER_REQUEST_HEADERS = new Set([REQUEST_ID_HEADER, 'set-cookie', 'date']);

const sharedHeaders = (headers: CachePolicy.Headers): CachePolicy.Headers =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name.toLowerCase())));

/** Ends a request's asking: with the answer those waiting for it are to give (a failure), or none to look again. */
export type Settle = (answer?: StoredAnswer) => void;

/**
 * The gateway as a shared cache (RFC 9111, its rules from http-cache-semantics) for anonymous readers, as a CDN
 * would be: a GET answer its service marks `public, s-maxage=N` is given again for N seconds without asking the
 * service, so a crowd of readers costs the service one query per address and second. A write through this gateway
 * drops its service's answers at once; another replica's copies age out within their N seconds.
 *
 * When a kept answer expires, one request asks the service again and the others for that address do not pile
 * onto the service behind it: for one more lifetime they are given the expired answer meanwhile (nginx's
 * `proxy_cache_use_stale updating`; the gateway's own grace, as `stale-while-revalidate` would be, so browsers are
 * not told to reuse it), and past that they wait for its answer (request collapsing, as `proxy_cache_lock`).
 */
export class SharedCache {
  /** Expired entries stay until crowded out: they mark the addresses whose answers are shared. */
  private readonly entries = new LRUCache<string, Entry>({
    max: 2_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.answer.body.length + 1_024,
  });
  /** Bumped by each write to a service, so forgetting its answers costs nothing on the write's path. */
  private readonly generations = new Map<ServiceName, number>();
  /** The address a request is asking its service for again, and what the requests waiting for it will get. */
  private readonly asking = new Map<string, Promise<StoredAnswer | undefined>>();
  /** Answers the gateway composes from its services' (the site search), each while being composed and a second after. */
  private readonly composed = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: 1_000 });

  /**
   * The answer to give this request without asking the service, or none: then it is the one to ask (see `ask`).
   * That is the kept answer while fresh; while another request asks for a new one, the expired answer for one more
   * lifetime, and past that what the other request gets (its failure too, so none waits twice).
   */
  async find(service: ServiceName, request: CachePolicy.Request): Promise<StoredAnswer | undefined> {
    const entry = this.current(service, request);
    const { response, revalidation } = entry?.policy.evaluateRequest(request) ?? {};
    if (entry && response && !revalidation) return given(entry, response.headers);
    const pending = this.asking.get(keyOf(service, request));
    if (!pending) return undefined;
    if (entry && response) return given(entry, response.headers);
    return (await pending) ?? this.lookup(service, request);
  }

  /**
   * Marks this request as the one asking its service for an address whose answers are shared, so those that
   * follow do not ask too. It must call the returned function once it has kept its answer, or has failed,
   * whatever happens; those waiting then look again, or give its failure.
   */
  ask(service: ServiceName, request: CachePolicy.Request): Settle {
    const key = keyOf(service, request);
    if (!this.entries.has(key) || this.asking.has(key)) return () => undefined;
    let resolve: Settle = () => undefined;
    this.asking.set(key, new Promise((done) => (resolve = done)));
    let settled = false;
    return (answer) => {
      if (settled) return;
      settled = true;
      this.asking.delete(key);
      resolve(answer);
    };
  }

  /**
   * Keeps the answer when its service offers it to shared caches, without the headers of the request that asked
   * (its age counts from when it arrived); says whether it did.
   */
  store(service: ServiceName, request: CachePolicy.Request, answer: StoredAnswer): boolean {
    if (!offeredToSharedCaches(answer.headers)) return false;
    const kept = { ...answer, headers: sharedHeaders(answer.headers) };
    const headers = { ...kept.headers, 'cache-control': withUpdatingGrace(kept.headers['cache-control']) };
    const policy = new CachePolicy(request, { status: kept.statusCode, headers }, { shared: true });
    if (!policy.storable() || policy.timeToLive() <= 0) return false;
    this.entries.set(keyOf(service, request), { generation: this.generation(service), policy, answer: kept });
    return true;
  }

  /**
   * An answer the gateway composes from what `services` gave, the same for every reader: kept for a second, and
   * the requests that arrive while it is composed share it. A write through this gateway to one of the services
   * makes it stale, as it does their own answers; an incomplete one (a service left out) is not kept.
   */
  compose<T>(
    key: string,
    services: readonly ServiceName[],
    work: () => Promise<{ answer: T; complete: boolean }>,
  ): Promise<T> {
    const versioned = `${services.map((service) => `${service}@${this.generation(service)}`).join(' ')} ${key}`;
    const kept = this.composed.get(versioned) as Promise<T> | undefined;
    if (kept) return kept;
    const composing = work().then(
      ({ answer, complete }) => {
        if (!complete) this.composed.delete(versioned);
        return answer;
      },
      (error: unknown) => {
        this.composed.delete(versioned);
        throw error;
      },
    );
    this.composed.set(versioned, composing);
    return composing;
  }

  /** Drops every answer of a service: something in it has just been changed through this gateway. */
  forget(service: ServiceName): void {
    this.generations.set(service, this.generation(service) + 1);
  }

  /** The kept answer to this request, while it is fresh, with its `Age`. */
  private lookup(service: ServiceName, request: CachePolicy.Request): StoredAnswer | undefined {
    const entry = this.current(service, request);
    if (!entry?.policy.satisfiesWithoutRevalidation(request)) return undefined;
    return given(entry, entry.policy.responseHeaders());
  }

  /** The entry kept for this request unless a write through this gateway has made it stale since. */
  private current(service: ServiceName, request: CachePolicy.Request): Entry | undefined {
    const entry = this.entries.get(keyOf(service, request));
    return entry?.generation === this.generation(service) ? entry : undefined;
  }

  private generation(service: ServiceName): number {
    return this.generations.get(service) ?? 0;
  }
}

const keyOf = (service: ServiceName, request: CachePolicy.Request) => `${service} ${request.url}`;

/**
 * The service's own `Cache-Control` on what is given; the policy's carries the gateway's grace. The policy also
 * writes the `Date` the answer arrived: the one given is the moment it is sent, with its `Age` beside it.
 */
const given = (entry: Entry, headers: CachePolicy.Headers): StoredAnswer => ({
  ...entry.answer,
  headers: { ...sharedHeaders(headers), 'cache-control': entry.answer.headers['cache-control'] },
});

/** `s-maxage=N` gains `stale-while-revalidate=N` unless the service chose its own. */
const withUpdatingGrace = (cacheControl: CachePolicy.Headers[string]) => {
  const directives = String(cacheControl);
  if (/\bstale-while-revalidate=/.test(directives)) return directives;
  return `${directives}, stale-while-revalidate=${/\bs-maxage=(\d+)/.exec(directives)?.[1]}`;
};
