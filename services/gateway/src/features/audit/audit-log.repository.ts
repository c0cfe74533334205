import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity.js';

export type NewAuditEntry = Omit<AuditEntryEntity, 'id' | 'at'>;

export interface AuditFilter {
  /** An account id, or part of a name or address. */
  user?: string;
  /** Part of the path. */
  path?: string;
}

/** `%` and `_` match themselves in a filter, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

@Injectable()
export class AuditLogRepository {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.entries.save(this.entries.create(entry));
  }

  /** Newest first. */
  async page(
    filter: AuditFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: AuditEntryEntity[]; total: number }> {
    const query = this.entries.createQueryBuilder('entry');
    if (filter.user) {
      const user = filter.user;
      query.andWhere(
        new Brackets((where) => {
          if (/^\d{1,9}$/.test(user)) where.orWhere('entry.userId = :userId', { userId: Number(user) });
          where
            .orWhere('entry.userName ILIKE :user', { user: likePattern(user) })
            .orWhere('entry.userEmail ILIKE :user', { user: likePattern(user) });
        }),
      );
    }
    if (filter.path) query.andWhere('entry.path ILIKE :path', { path: likePattern(filter.path) });
    const [items, total] = await query
      .orderBy('entry.at', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items, total };
  }
}
