import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'An account with that email already exists.';
export const ADMIN_PAGE_SIZE_MAX = 100;

const INT32_MAX = 2_147_483_647;

export interface NewUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin?: boolean;
}

export interface ProfileChanges {
  name?: string;
  profilePicture?: string | null;
}

export interface UserPage {
  items: UserEntity[];
  total: number;
}

/** Storage of accounts. Emails are lower-cased here so every caller compares them the same way. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Ids outside PostgreSQL's integer range cannot exist; asking for them would be a database error. */
  findById(id: number): Promise<UserEntity | null> {
    if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) return Promise.resolve(null);
    return this.users.findOneBy({ id });
  }

  /** `login` is a username (any case) or an email; usernames cannot hold '@', so the two never collide. */
  findByLogin(login: string): Promise<UserEntity | null> {
    const value = login.trim().toLowerCase();
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = :value OR user.email = :value', { value })
      .getOne();
  }

  /** Refuses a taken username or email with the message the registration form shows. */
  async create(user: NewUser): Promise<UserEntity> {
    const email = user.email.trim().toLowerCase();
    const clash = await this.users
      .createQueryBuilder('user')
      .select(['user.username', 'user.email'])
      .where('lower(user.username) = lower(:username) OR user.email = :email', { username: user.username, email })
      .getMany();
    if (clash.some((row) => row.username.toLowerCase() === user.username.toLowerCase())) {
      throw new ConflictException(USERNAME_TAKEN);
    }
    if (clash.length > 0) throw new ConflictException(EMAIL_TAKEN);
    try {
      return await this.users.save(this.users.create({ ...user, email, isAdmin: user.isAdmin ?? false }));
    } catch (error) {
      // A concurrent registration can win the race between the check and the insert.
      throw uniqueViolation(error) ?? error;
    }
  }

  async updateProfile(id: number, changes: ProfileChanges): Promise<UserEntity | null> {
    if (Object.keys(changes).length > 0) await this.users.update({ id }, changes);
    return this.findById(id);
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  hasAdmin(): Promise<boolean> {
    return this.users.exists({ where: { isAdmin: true } });
  }

  async page(page: number, pageSize: number): Promise<UserPage> {
    const size = Math.min(pageSize, ADMIN_PAGE_SIZE_MAX);
    const [items, total] = await this.users.findAndCount({
      order: { id: 'ASC' },
      take: size,
      skip: (page - 1) * size,
    });
    return { items, total };
  }
}

function uniqueViolation(error: unknown): ConflictException | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  if (driverError.code !== '23505') return null;
  return new ConflictException(driverError.constraint === 'users_email_key' ? EMAIL_TAKEN : USERNAME_TAKEN);
}
