import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * One hit on a key in one statement, so replicas counting at the same moment never lose one: a new key or
 * one whose window has ended starts a window of `$2` ms at 1; otherwise the count goes up within the window.
 * Answers the count and the milliseconds left, on the database's clock, which all replicas share.
 */
const COUNT_HIT = `
  INSERT INTO gateway.rate_limits AS counter (key, hits, resets_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::integer / 1000.0))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.hits + 1 END,
    resets_at = CASE WHEN counter.resets_at <= now() THEN excluded.resets_at ELSE counter.resets_at END
  RETURNING counter.hits,
    GREATEST(0, CEIL(EXTRACT(EPOCH FROM counter.resets_at - now()) * 1000))::integer AS ttl_ms`;

const SWEEP = `DELETE FROM gateway.rate_limits WHERE resets_at < now()`;

/**
 * A @fastify/rate-limit store on the gateway's own table, so every replica counts against the same limits.
 * PostgreSQL or the embedded PGlite alike (no Redis needed). Each limit's keys carry their own prefix, so
 * the limits share one store. Counters whose window has ended are deleted at most every `sweepEveryMs`,
 * after a hit.
 */
export function pgRateLimitStore(dataSource: DataSource, { sweepEveryMs = 60_000 } = {}): FastifyRateLimitStoreCtor {
  const logger = new Logger('rate-limits');
  let lastSweep = Date.now();

  const sweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    dataSource
      .query(SWEEP)
      .catch((error: Error) => logger.warn(`expired rate limits were not deleted: ${error.message}`));
  };

  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      dataSource.query<{ hits: number; ttl_ms: number }[]>(COUNT_HIT, [key, timeWindow]).then(
        ([row]) => {
          callback(null, { current: row.hits, ttl: row.ttl_ms });
          sweep();
        },
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
