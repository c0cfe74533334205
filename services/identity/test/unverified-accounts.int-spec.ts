import { SUITE_STORES } from '@site/service-kit/testing';
import { EMAIL_AWAITING_VERIFICATION_TEXT, UNVERIFIED_ACCOUNT_MAX_DAYS } from '@site/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PURGE_LOCK } from '../src/features/users/unverified-accounts.repository.js';
import { UnverifiedPurger } from '../src/features/users/unverified-purger.js';
import { SECRET, startIdentity, type IdentityApp } from './identity-app.js';

const PASSWORD = 'a-long-reader-secret-9';
const OVERDUE = `${UNVERIFIED_ACCOUNT_MAX_DAYS + 1} days`;

describe.each(SUITE_STORES)('accounts never verified, on %s', (kind) => {
  let t: IdentityApp;
  const internal = (method: 'post' | 'get', path: string) =>
    request(t.server)[method](`/api/internal/${path}`).set('x-internal-token', SECRET);
  const register = async (username: string, email = `${username}@example.org`) =>
    (await internal('post', 'register').send({ name: username, username, email, password: PASSWORD }).expect(201)).body
      .id as number;
  const sql = (query: string, parameters: unknown[] = []) => t.app.get(DataSource).query(query, parameters);
  /** Makes accounts look registered `age` ago (a PostgreSQL interval). */
  const age = (ids: number[], interval: string) =>
    sql(`UPDATE identity.users SET created_at = now() - $2::interval WHERE id = ANY($1)`, [ids, interval]);
  const exists = async (id: number) => (await internal('get', `users/${id}`)).status === 200;
  const verify = (id: number) => sql('UPDATE identity.users SET email_verified = true WHERE id = $1', [id]);

  beforeAll(async () => {
    t = await startIdentity({}, kind);
  }, 60_000);
  afterAll(() => t?.close());

  it(`deletes accounts not verified within ${UNVERIFIED_ACCOUNT_MAX_DAYS} days with their codes, and nothing else`, async () => {
    const mistaken = await register('mistaken');
    const recent = await register('recent');
    const verifiedLongAgo = await register('settled');
    await verify(verifiedLongAgo);
    await verify(recent);
    const waiting = await register('waiting');
    await age([mistaken, verifiedLongAgo], OVERDUE);
    await age([waiting], `${UNVERIFIED_ACCOUNT_MAX_DAYS - 1} days`);
    const users = await t.countUsers();

    expect(await t.app.get(UnverifiedPurger).purge()).toBe(1);
    expect(await exists(mistaken)).toBe(false);
    const codes = await sql('SELECT count(*) AS n FROM identity.email_codes WHERE user_id = $1', [mistaken]);
    expect(Number(codes[0].n)).toBe(0);
    for (const id of [recent, verifiedLongAgo]) expect(await exists(id)).toBe(true);
    // Unverified accounts answer 200 here too: only the purge decides by age.
    expect(await exists(waiting)).toBe(true);
    expect(await t.countUsers()).toBe(users - 1);
    expect(await t.app.get(UnverifiedPurger).purge()).toBe(0);
  });

  it('lets the address and username of an overdue account be registered again at once', async () => {
    const typo = await register('typo', 'someone@example.org');
    const early = await internal('post', 'register')
      .send({ name: 'Someone', username: 'someone', email: 'Someone@example.org', password: PASSWORD })
      .expect(409);
    expect(early.body.message).toBe(EMAIL_AWAITING_VERIFICATION_TEXT);

    await age([typo], OVERDUE);
    const again = await register('typo', 'someone@example.org');
    expect(again).not.toBe(typo);
    expect(await exists(typo)).toBe(false);
    const [row] = await sql('SELECT username, email, email_verified FROM identity.users WHERE id = $1', [again]);
    expect(row).toEqual({ username: 'typo', email: 'someone@example.org', email_verified: false });
  });

  if (kind === 'PostgreSQL') {
    it('purges in one replica at a time: a round finding the lock taken deletes nothing', async () => {
      const overdue = await register('overdue');
      await age([overdue], OVERDUE);
      const other = t.app.get(DataSource).createQueryRunner();
      await other.connect();
      try {
        await other.startTransaction();
        await other.query('SELECT pg_advisory_xact_lock(hashtext($1))', [PURGE_LOCK]);
        expect(await t.app.get(UnverifiedPurger).purge()).toBeNull();
        expect(await exists(overdue)).toBe(true);
        await other.commitTransaction();
      } finally {
        await other.release();
      }
      expect(await t.app.get(UnverifiedPurger).purge()).toBe(1);
    });
  }
});
