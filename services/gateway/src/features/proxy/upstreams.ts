import { Pool } from 'undici';
import type { GatewayConfig, ServiceName } from '../../config.js';

/** One keep-alive connection pool per service, reused by every forwarded request. */
export class Upstreams {
  private readonly pools: Map<ServiceName, Pool>;

  constructor(config: GatewayConfig) {
    this.pools = new Map(
      Object.entries(config.services).map(([name, url]) => [
        name as ServiceName,
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
  }

  pool(name: ServiceName): Pool {
    return this.pools.get(name)!;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
