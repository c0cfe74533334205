import { ConflictException } from '@nestjs/common';
import type { UserEntity } from '../src/features/users/user.entity.js';
import { EMAIL_TAKEN, USERNAME_TAKEN, type NewUser, type UsersService } from '../src/features/users/users.service.js';

/** An in-memory stand-in for UsersService, for unit tests that need no database. */
export class FakeUsers {
  readonly rows: UserEntity[] = [];

  async findById(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async findByLogin(login: string) {
    const value = login.trim().toLowerCase();
    return this.rows.find((row) => row.username.toLowerCase() === value || row.email === value) ?? null;
  }

  async create(user: NewUser) {
    if (this.rows.some((row) => row.username.toLowerCase() === user.username.toLowerCase())) {
      throw new ConflictException(USERNAME_TAKEN);
    }
    if (this.rows.some((row) => row.email === user.email.toLowerCase())) throw new ConflictException(EMAIL_TAKEN);
    const row: UserEntity = {
      id: this.rows.length + 1,
      name: user.name,
      username: user.username,
      email: user.email.toLowerCase(),
      passwordHash: user.passwordHash,
      profilePicture: null,
      isAdmin: user.isAdmin ?? false,
      emailVerified: false,
      createdAt: new Date(),
    };
    this.rows.push(row);
    return row;
  }

  async updatePasswordHash(id: number, passwordHash: string) {
    const row = await this.findById(id);
    if (row) row.passwordHash = passwordHash;
  }

  async hasAdmin() {
    return this.rows.some((row) => row.isAdmin);
  }

  asService(): UsersService {
    return this as unknown as UsersService;
  }
}
