import { ConflictException, Injectable } from '@nestjs/common';
import { EMAIL_AWAITING_VERIFICATION_TEXT } from '@site/contracts';
import { unverifiedCutoff, UnverifiedAccountsRepository } from './unverified-accounts.repository.js';
import type { UserEntity } from './user.entity.js';
import { DuplicateUserError, UsersRepository } from './users.repository.js';

export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'An account with that email already exists.';

const INT32_MAX = 2_147_483_647;

export interface NewUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin?: boolean;
  emailVerified?: boolean;
}

export interface ProfileChanges {
  name?: string;
  username?: string;
  profilePicture?: string | null;
}

/** The rules of accounts. Emails are lower-cased here so every caller compares them the same way. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly unverified: UnverifiedAccountsRepository,
  ) {}

  /** Ids outside PostgreSQL's integer range cannot exist; asking for them would be a database error. */
  findById(id: number): Promise<UserEntity | null> {
    if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) return Promise.resolve(null);
    return this.users.findById(id);
  }

  /** `login` is a username (any case) or an email; usernames cannot hold '@', so the two never collide. */
  findByLogin(login: string): Promise<UserEntity | null> {
    return this.users.findByLogin(login.trim().toLowerCase());
  }

  /**
   * Refuses a taken username or email with the message the registration form shows. An account whose address
   * was not verified in time gives both up: it is deleted here rather than wait for the hourly purge.
   */
  async create(user: NewUser, now = new Date()): Promise<UserEntity> {
    const email = user.email.trim().toLowerCase();
    const cutoff = unverifiedCutoff(now);
    const clashes = await this.users.clashes(user.username, email);
    const expired = clashes.filter((row) => !row.emailVerified && row.createdAt < cutoff);
    const expiredIds = expired.map((row) => row.id);
    if (expiredIds.length > 0) await this.unverified.remove(expiredIds, cutoff);
    const clash = clashes.filter((row) => !expired.includes(row));
    if (clash.some((row) => row.username.toLowerCase() === user.username.toLowerCase())) {
      throw new ConflictException(USERNAME_TAKEN);
    }
    if (clash.length > 0)
      throw new ConflictException(clash[0].emailVerified ? EMAIL_TAKEN : EMAIL_AWAITING_VERIFICATION_TEXT);
    try {
      return await this.users.insert({ ...user, email, isAdmin: user.isAdmin ?? false });
    } catch (error) {
      // A concurrent registration can win the race between the check and the insert.
      if (!(error instanceof DuplicateUserError)) throw error;
      throw new ConflictException(error.field === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
  }

  /** Refuses a username another account holds (in any case) with 409; the account's own, recased, is fine. */
  async updateProfile(id: number, changes: ProfileChanges): Promise<UserEntity | null> {
    if (Object.keys(changes).length > 0) {
      try {
        await this.users.update(id, changes);
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        throw new ConflictException(USERNAME_TAKEN);
      }
    }
    return this.findById(id);
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update(id, { passwordHash });
  }

  firstAdmin(): Promise<UserEntity | null> {
    return this.users.firstAdmin();
  }
}
