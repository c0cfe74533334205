import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { EmailCodeEntity, type EmailCodePurpose } from './email-code.entity.js';

export type EmailCodeFields = Omit<EmailCodeEntity, 'id' | 'userId' | 'purpose'>;
export type VerifiedUserChanges = Partial<Pick<UserEntity, 'email' | 'emailVerified'>>;

/** The address of an email change is taken by another account (users_email_key). */
export class EmailTakenError extends Error {}

/** What work on a locked account's code may write: all of it is committed together, or none. */
export interface EmailCodeWrites {
  save(fields: EmailCodeFields): Promise<void>;
  countWrongTry(): Promise<void>;
  remove(): Promise<void>;
  /** Throws EmailTakenError when the new address belongs to another account. */
  updateUser(changes: VerifiedUserChanges): Promise<void>;
  mail(mail: OutgoingMail): Promise<void>;
}

@Injectable()
export class EmailCodesRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Runs `work` on the account's code for `purpose` (null when none) with the account's row locked, in one
   * transaction, so two requests never both send, or both count a try against, the same code.
   */
  withLocked<T>(
    userId: number,
    purpose: EmailCodePurpose,
    work: (existing: EmailCodeEntity | null, writes: EmailCodeWrites) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await lockUser(manager, userId);
      const existing = await manager.findOneBy(EmailCodeEntity, { userId, purpose });
      return work(existing, {
        save: async (fields) => {
          if (existing) await manager.update(EmailCodeEntity, { id: existing.id }, fields);
          else await manager.insert(EmailCodeEntity, { userId, purpose, ...fields });
        },
        countWrongTry: async () => {
          if (existing) await manager.increment(EmailCodeEntity, { id: existing.id }, 'tries', 1);
        },
        remove: async () => {
          if (existing) await manager.delete(EmailCodeEntity, { id: existing.id });
        },
        updateUser: async (changes) => {
          try {
            await manager.update(UserEntity, { id: userId }, changes);
          } catch (error) {
            if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
              throw new EmailTakenError('Email taken');
            throw error;
          }
        },
        mail: async (mail) => {
          await this.outbox.add(manager, mail);
        },
      });
    });
  }
}

async function lockUser(manager: EntityManager, userId: number): Promise<void> {
  await manager
    .createQueryBuilder(UserEntity, 'user')
    .select('user.id')
    .where('user.id = :userId', { userId })
    .setLock('pessimistic_write')
    .getOne();
}
