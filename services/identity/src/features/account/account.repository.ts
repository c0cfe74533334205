import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { PasswordResetEntity } from '../password-reset/password-reset.entity.js';
import { UserEntity } from '../users/user.entity.js';

@Injectable()
export class AccountRepository {
  private readonly users: Repository<UserEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** The new hash, the notice mail, and the end of every open reset link, together. */
  async changePassword(userId: number, passwordHash: string, notice: OutgoingMail): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: userId }, { passwordHash });
      await manager.update(PasswordResetEntity, { userId, usedAt: IsNull() }, { usedAt: new Date() });
      await this.outbox.add(manager, notice);
    });
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ isAdmin: true });
  }

  /** The account and, by the tables' cascades, its bookmarks, codes and reset links. */
  async delete(userId: number): Promise<void> {
    await this.users.delete({ id: userId });
  }
}
