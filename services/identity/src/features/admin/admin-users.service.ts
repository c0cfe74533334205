import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUserChange,
  type AdminUserPage,
  type UserStats,
} from '@site/contracts';
import type { CallerIdentity } from '@site/service-kit';
import { toAdminUser } from './admin-user-view.js';
import { AdminUsersRepository } from './admin-users.repository.js';

export const USER_NOT_FOUND = 'User not found';
export const NOTHING_TO_CHANGE = 'Nothing to change: send isAdmin or suspended.';
export const LAST_ADMIN = 'The site needs at least one administrator who can log in.';
export const SELF_SUSPEND = 'You cannot suspend your own account.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ids past PostgreSQL's integer cannot exist; asking the table for them would be a database error. */
const INT32_MAX = 2_147_483_647;

/** A change as applied, and whether the account's sessions must end so it takes effect at once. */
export interface AppliedChange {
  user: AdminUser;
  endSessions: boolean;
}

/** The administrator's rules over accounts. The guard has already checked that the caller is an admin. */
@Injectable()
export class AdminUsersService {
  constructor(private readonly users: AdminUsersRepository) {}

  async page(search: string | undefined, page = 1, pageSize = ADMIN_USERS_PAGE_SIZE): Promise<AdminUserPage> {
    const { items, total } = await this.users.page(search ?? '', pageSize, (page - 1) * pageSize);
    return { items: items.map(toAdminUser), total, page, pageSize };
  }

  async stats(now = new Date()): Promise<UserStats> {
    const { readers, admins, suspended, newSince } = await this.users.counts(new Date(now.getTime() - 30 * DAY_MS));
    return { readers, admins, suspended, newLast30Days: newSince };
  }

  /**
   * Makes or removes an administrator, suspends or lifts a suspension. Never leaves the site without an
   * administrator who can log in, and never lets the caller suspend themself.
   */
  async change(caller: CallerIdentity, id: number, change: AdminUserChange, now = new Date()): Promise<AppliedChange> {
    if (change.isAdmin === undefined && change.suspended === undefined)
      throw new BadRequestException(NOTHING_TO_CHANGE);
    if (change.suspended && id === caller.userId) throw new ConflictException(SELF_SUSPEND);
    const outcome = id > INT32_MAX ? ({ kind: 'missing' } as const) : await this.users.change(id, change, now);
    if (outcome.kind === 'missing') throw new NotFoundException(USER_NOT_FOUND);
    if (outcome.kind === 'last-admin') throw new ConflictException(LAST_ADMIN);
    const { before, after } = outcome;
    // Ending the sessions makes a new role apply at once and keeps a suspended account out.
    const endSessions = before.isAdmin !== after.isAdmin || (!before.suspendedAt && after.suspendedAt !== null);
    return { user: toAdminUser(after), endSessions };
  }

  /** Checks the account exists before its sessions are ended. */
  async requireUser(id: number): Promise<void> {
    if (id > INT32_MAX || !(await this.users.findById(id))) throw new NotFoundException(USER_NOT_FOUND);
  }
}
