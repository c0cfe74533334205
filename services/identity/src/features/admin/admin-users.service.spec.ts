import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { UserEntity } from '../users/user.entity.js';
import type { AccountChange, AdminUsersRepository } from './admin-users.repository.js';
import {
  AdminUsersService,
  LAST_ADMIN,
  NOTHING_TO_CHANGE,
  SELF_SUSPEND,
  USER_NOT_FOUND,
} from './admin-users.service.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const ADMIN = { userId: 1, isAdmin: true };

const row = (changes: Partial<UserEntity> = {}): UserEntity => ({
  id: 7,
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  passwordHash: 'hash',
  profilePicture: null,
  isAdmin: false,
  emailVerified: true,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  suspendedAt: null,
  ...changes,
});

/** A repository whose change answers `outcome`, recording what it was asked. */
function serviceAnswering(outcome: AccountChange) {
  const asked: unknown[] = [];
  const repository = {
    change: async (...args: unknown[]) => {
      asked.push(args);
      return outcome;
    },
    counts: async (since: Date) => {
      asked.push(since);
      return { readers: 5, admins: 1, suspended: 2, newSince: 3 };
    },
  } as unknown as AdminUsersRepository;
  return { service: new AdminUsersService(repository), asked };
}

describe('AdminUsersService', () => {
  it('suspends an account and asks for its sessions to end', async () => {
    const after = row({ suspendedAt: NOW });
    const { service, asked } = serviceAnswering({ kind: 'changed', before: row(), after });
    const applied = await service.change(ADMIN, 7, { suspended: true }, NOW);
    expect(applied).toEqual({
      user: expect.objectContaining({ id: 7, suspendedAt: NOW.toISOString(), createdAt: '2026-01-02T03:04:05.000Z' }),
      endSessions: true,
    });
    expect(applied.user).not.toHaveProperty('passwordHash');
    expect(asked).toEqual([[7, { suspended: true }, NOW]]);
  });

  it('ends the sessions on a change of role, but not when a suspension is lifted or nothing changed', async () => {
    const promoted = serviceAnswering({ kind: 'changed', before: row(), after: row({ isAdmin: true }) });
    expect((await promoted.service.change(ADMIN, 7, { isAdmin: true })).endSessions).toBe(true);
    const lifted = serviceAnswering({ kind: 'changed', before: row({ suspendedAt: NOW }), after: row() });
    expect((await lifted.service.change(ADMIN, 7, { suspended: false })).endSessions).toBe(false);
    const same = serviceAnswering({ kind: 'changed', before: row(), after: row() });
    expect((await same.service.change(ADMIN, 7, { isAdmin: false })).endSessions).toBe(false);
  });

  it('refuses an empty change and a self-suspension before touching the table', async () => {
    const { service, asked } = serviceAnswering({ kind: 'missing' });
    await expect(service.change(ADMIN, 7, {})).rejects.toThrow(new BadRequestException(NOTHING_TO_CHANGE));
    await expect(service.change(ADMIN, 1, { suspended: true })).rejects.toThrow(new ConflictException(SELF_SUSPEND));
    expect(asked).toEqual([]);
  });

  it('answers 404 for an unknown account and 409 for the last administrator', async () => {
    await expect(serviceAnswering({ kind: 'missing' }).service.change(ADMIN, 9, { isAdmin: true })).rejects.toThrow(
      new NotFoundException(USER_NOT_FOUND),
    );
    await expect(serviceAnswering({ kind: 'last-admin' }).service.change(ADMIN, 1, { isAdmin: false })).rejects.toThrow(
      new ConflictException(LAST_ADMIN),
    );
  });

  it('counts new accounts over the last 30 days', async () => {
    const { service, asked } = serviceAnswering({ kind: 'missing' });
    expect(await service.stats(NOW)).toEqual({ readers: 5, admins: 1, suspended: 2, newLast30Days: 3 });
    expect(asked).toEqual([new Date('2026-10-23T10:00:00Z')]);
  });
});
