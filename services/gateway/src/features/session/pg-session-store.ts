import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import { isDatabaseUnavailable } from '@site/service-kit';
import { LessThan, type Repository } from 'typeorm';
import type { SessionEntity } from './session.entity.js';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

const DAY_MS = 86_400_000;

/**
 * @fastify/session answers a store's error with Fastify's error handler: a database that is down must read as
 * 503 with a message, as the services answer it, not as a 500 naming the database's address.
 */
function storeError(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  return Object.assign(new Error('The database is unavailable right now. Please try again shortly.'), {
    statusCode: 503,
  });
}

/**
 * @fastify/session store on the gateway's own table. connect-pg-simple needs a `pg` pool,
 * which the embedded PGlite cannot offer, so this small store goes through TypeORM instead.
 */
export class PgSessionStore implements SessionStore {
  private lastSweep = 0;

  constructor(private readonly sessions: Repository<SessionEntity>) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expiresAt = session.cookie.expires ?? new Date(Date.now() + DAY_MS);
    const { started, ...data } = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    // Sessions are saved on every request (rolling), so this is also when the session was last seen.
    const details = { userId: session.user?.id ?? null, device: session.device ?? null, lastSeenAt: new Date() };
    // Only a login creates a row. Any other save updates what is there, so a request still in flight when its
    // session was ended (logout elsewhere, a password reset, a suspension) cannot bring the session back.
    // The login's save also sets when the session started, on the same clock as when it was last seen.
    const write = started
      ? this.sessions.upsert({ sid, data: data as never, expiresAt, ...details, createdAt: details.lastSeenAt }, [
          'sid',
        ])
      : this.sessions.update({ sid }, { data: data as never, expiresAt, ...details });
    write
      .then(() => this.sweep())
      .then(
        () => callback(),
        (error: unknown) => callback(storeError(error)),
      );
  }

  get(sid: string, callback: GetCallback): void {
    this.sessions.findOneBy({ sid }).then(
      (row) => callback(null, row && row.expiresAt > new Date() ? (row.data as unknown as Session) : null),
      (error: unknown) => callback(storeError(error)),
    );
  }

  destroy(sid: string, callback: Callback): void {
    this.sessions.delete({ sid }).then(
      () => callback(),
      (error: unknown) => callback(storeError(error)),
    );
  }

  /** Deletes expired rows at most once a minute, on writes only. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.sessions.delete({ expiresAt: LessThan(new Date(now)) });
  }
}
