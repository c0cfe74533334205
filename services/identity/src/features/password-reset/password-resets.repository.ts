import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { PasswordResetEntity } from './password-reset.entity.js';

@Injectable()
export class PasswordResetsRepository {
  private readonly resets: Repository<PasswordResetEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.resets = dataSource.getRepository(PasswordResetEntity);
  }

  /** The account's links asked for since `since`, newest first. */
  recent(userId: number, since: Date): Promise<PasswordResetEntity[]> {
    return this.resets.find({ where: { userId, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' } });
  }

  /** Stores the link's hash and its mail together. */
  async create(userId: number, tokenHash: string, expiresAt: Date, mail: OutgoingMail): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(PasswordResetEntity, { userId, tokenHash, expiresAt });
      await this.outbox.add(manager, mail);
    });
  }

  findByHash(tokenHash: string): Promise<PasswordResetEntity | null> {
    return this.resets.findOneBy({ tokenHash });
  }

  /**
   * Uses the link and sets the password in one transaction; false when another request used it first. Every
   * other open link of the account stops working, and the address counts as verified: the mail reached it.
   */
  complete(reset: PasswordResetEntity, passwordHash: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const used = await manager.update(PasswordResetEntity, { id: reset.id, usedAt: IsNull() }, { usedAt: now });
      if (!used.affected) return false;
      await manager.update(PasswordResetEntity, { userId: reset.userId, usedAt: IsNull() }, { usedAt: now });
      await manager.update(UserEntity, { id: reset.userId }, { passwordHash, emailVerified: true });
      return true;
    });
  }

  /** A changed password makes the open links useless. */
  async closeOpen(userId: number, now: Date): Promise<void> {
    await this.resets.update({ userId, usedAt: IsNull() }, { usedAt: now });
  }
}
