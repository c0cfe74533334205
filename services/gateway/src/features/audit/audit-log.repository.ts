import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity.js';

export type NewAuditEntry = Omit<AuditEntryEntity, 'id' | 'at' | 'source' | 'sourceId'>;

/** A service's own audit event, copied with its time. */
export type CopiedAuditEntry = Omit<AuditEntryEntity, 'id' | 'details'> & { source: string; sourceId: number };

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

  /** Copies a service's events; one another replica copied already is kept once. */
  async copy(entries: CopiedAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.entries.createQueryBuilder().insert().values(entries).orIgnore().execute();
  }

  /** The id of the last event of this service copied, 0 before the first. */
  async lastCopied(source: string): Promise<number> {
    const row = await this.entries
      .createQueryBuilder('entry')
      .select('max(entry.sourceId)', 'last')
      .where('entry.source = :source', { source })
      .getRawOne<{ last: number | null }>();
    return row?.last ?? 0;
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
