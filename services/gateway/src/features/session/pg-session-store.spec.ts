import type { Session } from 'fastify';
import type { Repository } from 'typeorm';
import { PgSessionStore } from './pg-session-store.js';
import type { SessionEntity } from './session.entity.js';

/** A session as @fastify/session hands it to the store: its data as properties, and its cookie. */
const sessionWith = (data: Record<string, unknown>) =>
  ({ ...data, cookie: { expires: new Date('2026-12-01T00:00:00Z') } }) as unknown as Session;

describe('PgSessionStore', () => {
  const upserts: Record<string, unknown>[] = [];
  const repository = {
    upsert: async (row: Record<string, unknown>) => {
      upserts.push(row);
    },
    delete: async () => ({ affected: 0 }),
  } as unknown as Repository<SessionEntity>;
  const store = new PgSessionStore(repository);
  const save = (sid: string, session: Session) =>
    new Promise<void>((resolve, reject) => store.set(sid, session, (error) => (error ? reject(error) : resolve())));

  beforeEach(() => upserts.splice(0));

  it("keeps the user's id and device beside the data, and when the session was last seen", async () => {
    const before = Date.now();
    await save(
      'sid-1',
      sessionWith({ user: { id: 7, isAdmin: false, email: 'a@b.c', loginAt: 1 }, device: 'Firefox on Linux' }),
    );
    expect(upserts[0]).toMatchObject({ sid: 'sid-1', userId: 7, device: 'Firefox on Linux' });
    expect((upserts[0].lastSeenAt as Date).getTime()).toBeGreaterThanOrEqual(before);
    // The start of the session is the table's default, never overwritten by a later save.
    expect(upserts[0]).not.toHaveProperty('createdAt');
  });

  it('keeps no user for a session without one', async () => {
    await save('sid-2', sessionWith({}));
    expect(upserts[0]).toMatchObject({ userId: null, device: null });
  });
});
