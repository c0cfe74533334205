import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

interface CountingPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres' pool counts its clients; the embedded PGlite's stand-in pool has one session and no counts. */
function countingPool(dataSource: DataSource): CountingPool | null {
  const pool = (dataSource.driver as { master?: Partial<CountingPool> }).master;
  return typeof pool?.totalCount === 'number' &&
    typeof pool.idleCount === 'number' &&
    typeof pool.waitingCount === 'number'
    ? (pool as CountingPool)
    : null;
}

/** Adds the database pool's connections (all, idle) and the queries waiting for one, read at each scrape. */
export function watchDatabasePool(registry: Registry, dataSource: DataSource): void {
  const pool = countingPool(dataSource);
  if (!pool) return;
  const figures: [name: string, help: string, read: () => number][] = [
    ['db_pool_connections', 'Connections the database pool holds.', () => pool.totalCount],
    ['db_pool_idle_connections', 'Pool connections not in use.', () => pool.idleCount],
    ['db_pool_waiting_queries', 'Queries waiting for a free pool connection.', () => pool.waitingCount],
  ];
  for (const [name, help, read] of figures)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
}
