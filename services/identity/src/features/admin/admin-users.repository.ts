import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUserChange } from '@site/contracts';
import { Brackets, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** What a change of role or suspension came to. */
export type AccountChange =
  { kind: 'missing' } | { kind: 'last-admin' } | { kind: 'changed'; before: UserEntity; after: UserEntity };

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The administrator's view of the accounts table: search, counts, roles and suspensions. */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Newest first; `search` matches part of the name, username or email, any case. */
  async page(search: string, take: number, skip: number): Promise<{ items: UserEntity[]; total: number }> {
    const query = this.users.createQueryBuilder('user');
    if (search) {
      const pattern = likePattern(search);
      query.where(
        new Brackets((match) =>
          match
            .where('lower(user.name) LIKE :pattern', { pattern })
            .orWhere('lower(user.username) LIKE :pattern')
            .orWhere('user.email LIKE :pattern'),
        ),
      );
    }
    const [items, total] = await query
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .take(take)
      .skip(skip)
      .getManyAndCount();
    return { items, total };
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async counts(since: Date): Promise<{ readers: number; admins: number; suspended: number; newSince: number }> {
    const [readers, admins, suspended, newSince] = await Promise.all([
      this.users.countBy({ isAdmin: false }),
      this.users.countBy({ isAdmin: true }),
      this.users.countBy({ suspendedAt: Not(IsNull()) }),
      this.users.countBy({ createdAt: MoreThan(since) }),
    ]);
    return { readers, admins, suspended, newSince };
  }

  /**
   * Applies a change of role or suspension unless it would leave no administrator who can log in. The
   * administrators' rows are locked first, in id order, so two administrators demoting each other at
   * once cannot both succeed, nor deadlock.
   */
  change(id: number, change: AdminUserChange, now: Date): Promise<AccountChange> {
    return this.users.manager.transaction(async (manager): Promise<AccountChange> => {
      const users = manager.getRepository(UserEntity);
      const admins = await users.find({
        where: { isAdmin: true },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const before = await users.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) return { kind: 'missing' };
      const isAdmin = change.isAdmin ?? before.isAdmin;
      const suspendedAt =
        change.suspended === undefined ? before.suspendedAt : change.suspended ? (before.suspendedAt ?? now) : null;
      const wasActiveAdmin = before.isAdmin && !before.suspendedAt;
      if (wasActiveAdmin && (!isAdmin || suspendedAt)) {
        const others = admins.filter((admin) => admin.id !== id && !admin.suspendedAt);
        if (others.length === 0) return { kind: 'last-admin' };
      }
      await users.update({ id }, { isAdmin, suspendedAt });
      return { kind: 'changed', before, after: { ...before, isAdmin, suspendedAt } };
    });
  }
}
