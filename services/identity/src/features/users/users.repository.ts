import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

export interface NewUserRow {
  name: string;
  username: string;
  /** Lower-cased already: the table refuses anything else. */
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  /** Only the administrator made from ADMIN_EMAIL starts verified; readers verify by a mailed code. */
  emailVerified?: boolean;
}

export type Clash = Pick<UserEntity, 'id' | 'username' | 'email' | 'emailVerified' | 'createdAt'>;

export type UserChanges = Partial<Pick<UserEntity, 'name' | 'username' | 'profilePicture' | 'passwordHash'>>;

/** An insert refused by a unique index: the username (ignoring case) or the email is taken. */
export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`Duplicate ${field}`);
  }
}

/** Accounts. Usernames are unique ignoring case (index users_username_lower_key), emails are stored lower-cased. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The account whose username (any case) or email is `value`, given lower-cased. */
  findByLogin(value: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = :value OR user.email = :value', { value })
      .getOne();
  }

  /** The accounts that hold this username (any case) or this lower-cased email, with whether they are verified. */
  clashes(username: string, email: string): Promise<Clash[]> {
    return this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.username', 'user.email', 'user.emailVerified', 'user.createdAt'])
      .where('lower(user.username) = lower(:username) OR user.email = :email', { username, email })
      .getMany();
  }

  /** Throws DuplicateUserError when a unique index refuses the row. */
  async insert(user: NewUserRow): Promise<UserEntity> {
    try {
      return await this.users.save(this.users.create(user));
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  /** Throws DuplicateUserError when a new username is taken (ignoring case). */
  async update(id: number, changes: UserChanges): Promise<void> {
    try {
      await this.users.update({ id }, changes);
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  /** The first administrator made, or null before there is one. */
  firstAdmin(): Promise<UserEntity | null> {
    return this.users.findOne({ where: { isAdmin: true }, order: { id: 'ASC' } });
  }
}

function duplicateOf(error: unknown): DuplicateUserError | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  if (driverError.code !== '23505') return null;
  return new DuplicateUserError(driverError.constraint === 'users_email_key' ? 'email' : 'username');
}
