import type { Session } from 'fastify';
import type { Repository } from 'typeorm';
import { PgSessionStore } from './pg-session-store.js';
import type { SessionEntity } from './session.entity.js';

/** A session as @fastify/session hands it to the store: its data as properties, and its cookie. */
const sessionWith = (data: Record<string, unknown>) =>
  ({ ...data, cookie: { expires: new Date('2026-12-01T00:00:00Z') } }) as unknown as Session;

const USER = { id: 7, isAdmin: false, email: 'a@b.c', loginAt: 1 };

describe('PgSessionStore', () => {
  // The table as a map, with the three writes the store uses.
  const rows = new Map<string, Record<string, unknown>>();
  const repository = {
    upsert: async (row: Record<string, unknown>) => {
      rows.set(row.sid as string, { ...rows.get(row.sid as string), ...row });
    },
    update: async ({ sid }: { sid: string }, changes: Record<string, unknown>) => {
      if (rows.has(sid)) rows.set(sid, { ...rows.get(sid), ...changes });
    },
    delete: async ({ sid }: { sid?: string }) => {
      if (sid) rows.delete(sid);
    },
  } as unknown as Repository<SessionEntity>;
  const store = new PgSessionStore(repository);
  const save = (sid: string, session: Session) =>
    new Promise<void>((resolve, reject) => store.set(sid, session, (error) => (error ? reject(error) : resolve())));
  const destroy = (sid: string) =>
    new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));

  beforeEach(() => rows.clear());

  it("keeps the user's id and device beside the data, and when the session was last seen", async () => {
    const before = Date.now();
    await save('sid-1', sessionWith({ user: USER, device: 'Firefox on Linux', started: true }));
    const row = rows.get('sid-1')!;
    expect(row).toMatchObject({ sid: 'sid-1', userId: 7, device: 'Firefox on Linux' });
    expect((row.lastSeenAt as Date).getTime()).toBeGreaterThanOrEqual(before);
    // The login's mark is not stored: later requests of the session only update it.
    expect(row.data).not.toHaveProperty('started');
    expect(row.createdAt).toEqual(row.lastSeenAt);
  });

  it('updates a session on later requests', async () => {
    await save('sid-1', sessionWith({ user: USER, started: true }));
    const started = rows.get('sid-1')!.createdAt;
    await save('sid-1', sessionWith({ user: { ...USER, email: 'new@b.c' } }));
    expect(rows.get('sid-1')!.data).toMatchObject({ user: { email: 'new@b.c' } });
    // When the session started is never moved by a later save.
    expect(rows.get('sid-1')!.createdAt).toBe(started);
  });

  it('never brings back a session that was ended while one of its requests was still running', async () => {
    await save('sid-1', sessionWith({ user: USER, started: true }));
    await destroy('sid-1');
    await save('sid-1', sessionWith({ user: USER }));
    expect(rows.has('sid-1')).toBe(false);
  });
});

describe('PgSessionStore with its database down', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const down = {
    findOneBy: () => Promise.reject(refused),
    update: () => Promise.reject(refused),
    delete: () => Promise.reject(refused),
  } as unknown as Repository<SessionEntity>;
  const store = new PgSessionStore(down);

  it('fails each operation with a 503 and a message that names no address', async () => {
    const failures = await Promise.all([
      new Promise((resolve) => store.get('sid-1', resolve)),
      new Promise((resolve) => store.set('sid-1', sessionWith({ user: USER }), resolve)),
      new Promise((resolve) => store.destroy('sid-1', resolve)),
    ]);
    for (const failure of failures) {
      expect(failure).toMatchObject({
        statusCode: 503,
        message: 'The database is unavailable right now. Please try again shortly.',
      });
    }
  });

  it('passes any other error on as it came', async () => {
    const broken = new Error('column "data" does not exist');
    const store = new PgSessionStore({
      findOneBy: () => Promise.reject(broken),
    } as unknown as Repository<SessionEntity>);
    await expect(new Promise((resolve) => store.get('sid-1', resolve))).resolves.toBe(broken);
  });
});
