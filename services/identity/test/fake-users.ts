import type { UserEntity } from '../src/features/users/user.entity.js';
import {
  DuplicateUserError,
  type NewUserRow,
  type UserChanges,
  type UsersRepository,
} from '../src/features/users/users.repository.js';
import type { UnverifiedAccountsRepository } from '../src/features/users/unverified-accounts.repository.js';
import { UsersService } from '../src/features/users/users.service.js';

/** An in-memory UsersRepository with the table's unique indexes, for unit tests that need no database. */
export class FakeUsers implements Pick<UsersRepository, keyof UsersRepository> {
  readonly rows: UserEntity[] = [];

  async findById(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async findByLogin(value: string) {
    return this.rows.find((row) => row.username.toLowerCase() === value || row.email === value) ?? null;
  }

  async clashes(username: string, email: string) {
    return this.rows.filter((row) => row.username.toLowerCase() === username.toLowerCase() || row.email === email);
  }

  async insert(user: NewUserRow) {
    if (this.rows.some((row) => row.username.toLowerCase() === user.username.toLowerCase())) {
      throw new DuplicateUserError('username');
    }
    if (this.rows.some((row) => row.email === user.email)) throw new DuplicateUserError('email');
    const row: UserEntity = {
      ...user,
      id: Math.max(0, ...this.rows.map((existing) => existing.id)) + 1,
      profilePicture: null,
      emailVerified: user.emailVerified ?? false,
      createdAt: new Date(),
      suspendedAt: null,
    };
    this.rows.push(row);
    return row;
  }

  async update(id: number, changes: UserChanges) {
    const taken = (row: UserEntity) => row.id !== id && row.username.toLowerCase() === changes.username?.toLowerCase();
    if (changes.username !== undefined && this.rows.some(taken)) throw new DuplicateUserError('username');
    const row = await this.findById(id);
    if (row) Object.assign(row, changes);
  }

  async firstAdmin() {
    return this.rows.find((row) => row.isAdmin) ?? null;
  }

  asRepository(): UsersRepository {
    return this as unknown as UsersRepository;
  }

  /** Deletes, like the table's statement, only rows still unverified, not administrators, made before the cutoff. */
  asUnverifiedAccounts(): UnverifiedAccountsRepository {
    const expired = (row: UserEntity, createdBefore: Date) =>
      !row.emailVerified && !row.isAdmin && row.createdAt < createdBefore;
    const remove = async (ids: number[], createdBefore: Date) => {
      const gone = this.rows.filter((row) => ids.includes(row.id) && expired(row, createdBefore));
      for (const row of gone) this.rows.splice(this.rows.indexOf(row), 1);
      return gone.length;
    };
    return {
      remove,
      purge: (createdBefore: Date) =>
        remove(
          this.rows.map((row) => row.id),
          createdBefore,
        ),
    } as unknown as UnverifiedAccountsRepository;
  }

  /** The real account rules over these rows. */
  asService(): UsersService {
    return new UsersService(this.asRepository(), this.asUnverifiedAccounts());
  }
}
