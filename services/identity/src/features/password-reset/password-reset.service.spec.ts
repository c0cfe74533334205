import type { Outbox, OutgoingMail } from '@site/mailer';
import { FakeUsers } from '../../../test/fake-users.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import type { PasswordResetEntity } from './password-reset.entity.js';
import { PasswordResetService, RESET_VALID_MS } from './password-reset.service.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';

const MINUTE = 60_000;

/** An in-memory PasswordResetsRepository, its rows dated by the `now` the service is given. */
class FakeResets {
  readonly rows: PasswordResetEntity[] = [];
  readonly mails: OutgoingMail[] = [];
  now = new Date();

  async recent(userId: number, since: Date) {
    return this.rows
      .filter((row) => row.userId === userId && row.createdAt > since)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async create(userId: number, tokenHash: string, expiresAt: Date, mail: OutgoingMail) {
    this.rows.push({ id: this.rows.length + 1, userId, tokenHash, expiresAt, usedAt: null, createdAt: this.now });
    this.mails.push(mail);
  }

  async findByHash(tokenHash: string) {
    return this.rows.find((row) => row.tokenHash === tokenHash) ?? null;
  }

  async complete(reset: PasswordResetEntity, _passwordHash: string, now: Date) {
    const row = this.rows.find((candidate) => candidate.id === reset.id)!;
    if (row.usedAt) return false;
    for (const open of this.rows.filter((candidate) => candidate.userId === reset.userId && !candidate.usedAt))
      open.usedAt = now;
    return true;
  }
}

describe('PasswordResetService', () => {
  let resets: FakeResets;
  let service: PasswordResetService;
  let userId: number;
  const start = new Date('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const tokenOf = (mail: OutgoingMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  const ask = async (now: Date) => {
    resets.now = now;
    return service.request('ada@example.org', now);
  };

  beforeEach(async () => {
    const users = new FakeUsers();
    resets = new FakeResets();
    const outbox = { kick: async () => undefined } as unknown as Outbox;
    service = new PasswordResetService(
      users.asService(),
      resets as unknown as PasswordResetsRepository,
      new PasswordHasher(),
      outbox,
      { siteUrl: 'https://site.example' },
    );
    ({ id: userId } = await users
      .asService()
      .create({ name: 'Ada', username: 'ada', email: 'ada@example.org', passwordHash: 'x' }));
  });

  it('answers an unknown address as a known one, and mails only the known one a link to /auth/reset', async () => {
    const known = await ask(start);
    const unknown = await service.request('nobody@example.org', start);
    expect(unknown).toEqual(known);
    expect(resets.mails).toHaveLength(1);
    expect(resets.mails[0].text).toContain(`https://site.example/auth/reset?token=${tokenOf(resets.mails[0])}`);
  });

  it('keeps only a hash of the token', async () => {
    await ask(start);
    expect(resets.rows[0].tokenHash).not.toContain(tokenOf(resets.mails[0]));
  });

  it('mails at most once a minute and three times an hour, with the same answer', async () => {
    await ask(start);
    await ask(at(30_000));
    await ask(at(MINUTE));
    await ask(at(2 * MINUTE));
    await ask(at(3 * MINUTE));
    expect(resets.mails).toHaveLength(3);
    await ask(at(61 * MINUTE));
    expect(resets.mails).toHaveLength(4);
  });

  it('resets with a link once, within 30 minutes, and names whose sessions end', async () => {
    await ask(start);
    const token = tokenOf(resets.mails[0]);
    await expect(service.reset(token, 'short', at(MINUTE))).rejects.toMatchObject({ status: 400 });
    await expect(service.reset(token, 'a-brand-new-secret-4', at(MINUTE))).resolves.toMatchObject({ userId });
    await expect(service.reset(token, 'a-brand-new-secret-4', at(MINUTE))).rejects.toMatchObject({ status: 400 });
  });

  it('refuses an expired link', async () => {
    await ask(start);
    await expect(
      service.reset(tokenOf(resets.mails[0]), 'a-brand-new-secret-4', at(RESET_VALID_MS)),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a token it never made', async () => {
    await expect(service.reset('x'.repeat(43), 'a-brand-new-secret-4', start)).rejects.toMatchObject({ status: 400 });
  });
});
