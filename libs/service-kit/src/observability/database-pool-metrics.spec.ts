import { Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { watchDatabasePool } from './database-pool-metrics.js';

const withPool = (master: unknown) => ({ driver: { master } }) as unknown as DataSource;

describe('watchDatabasePool', () => {
  it("reads node-postgres' counts at each scrape", async () => {
    const pool = { totalCount: 3, idleCount: 2, waitingCount: 0 };
    const registry = new Registry();
    watchDatabasePool(registry, withPool(pool));
    expect(await registry.metrics()).toMatch(
      /db_pool_connections 3\n[\s\S]*db_pool_idle_connections 2\n[\s\S]*db_pool_waiting_queries 0/,
    );
    Object.assign(pool, { totalCount: 10, idleCount: 0, waitingCount: 4 });
    expect(await registry.metrics()).toMatch(
      /db_pool_connections 10\n[\s\S]*db_pool_idle_connections 0\n[\s\S]*db_pool_waiting_queries 4/,
    );
  });

  it('adds nothing for the embedded PGlite, whose single session has no pool counts', async () => {
    const registry = new Registry();
    watchDatabasePool(registry, withPool({ connect() {}, query() {} }));
    expect((await registry.metrics()).trim()).toBe('');
  });
});
