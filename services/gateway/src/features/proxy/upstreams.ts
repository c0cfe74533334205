import { Pool, type Dispatcher } from 'undici';
import type { GatewayConfig, ServiceName } from '../../config.js';
import { forwardRequestId } from '../observability/forward-request-id.js';

/**
 * One keep-alive connection pool per service, reused by every forwarded request, and one per service for
 * event streams: a stream holds its connection for as long as the page is open, so streams get their own
 * connections, as many as are open, and never take the ones ordinary requests wait for.
 */
export class Upstreams {
  private readonly pools: Map<ServiceName, Pool>;
  private readonly streamPools: Map<ServiceName, Pool>;

  constructor(config: GatewayConfig) {
    const services = Object.entries(config.services) as [ServiceName, string][];
    this.pools = new Map(
      services.map(([name, url]) => [
        name,
        new Pool(url, {
          connections: 128,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          connectTimeout: 2_000,
          headersTimeout: config.upstreamTimeoutMs,
          bodyTimeout: config.upstreamTimeoutMs,
        }),
      ]),
    );
    this.streamPools = new Map(
      services.map(([name, url]) => [
        name,
        // The answer's headers come at once; its body never ends by itself, so no body time-out.
        new Pool(url, {
          connections: null,
          connectTimeout: 2_000,
          headersTimeout: config.upstreamTimeoutMs,
          bodyTimeout: 0,
        }),
      ]),
    );
  }

  // Callers get the pools composed with `forwardRequestId`: each call names the request it serves.
  private readonly traced = new Map<Pool, Dispatcher>();

  private tracedPool(pool: Pool): Dispatcher {
    if (!this.traced.has(pool)) this.traced.set(pool, pool.compose(forwardRequestId));
    return this.traced.get(pool)!;
  }

  pool(name: ServiceName): Dispatcher {
    return this.tracedPool(this.pools.get(name)!);
  }

  /** The pool for a request that asks for an event stream (`Accept: text/event-stream`). */
  streamPool(name: ServiceName): Dispatcher {
    return this.tracedPool(this.streamPools.get(name)!);
  }

  /** Each pool's connections and requests, for the metrics. */
  stats() {
    return [
      ...[...this.pools].map(([service, pool]) => ({ service, pool: 'requests', stats: pool.stats })),
      ...[...this.streamPools].map(([service, pool]) => ({ service, pool: 'streams', stats: pool.stats })),
    ];
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values(), ...this.streamPools.values()].map((pool) => pool.close()));
  }
}
