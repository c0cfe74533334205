import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BookmarkInput } from '@site/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { BookmarkEntity } from './bookmark.entity.js';

export interface NewBookmark extends BookmarkInput {
  userId: number;
}

/** Why a bookmark was not stored: the owner already keeps that item, or the owner's account is gone. */
export type InsertRefusal = 'duplicate' | 'no-owner';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Storage of bookmarks. Every query names the owner, so no caller can reach another reader's rows. */
@Injectable()
export class BookmarksRepository {
  constructor(@InjectRepository(BookmarkEntity) private readonly rows: Repository<BookmarkEntity>) {}

  /** Newest first; the id breaks ties between bookmarks saved in the same instant. */
  listOwn(userId: number, limit: number): Promise<BookmarkEntity[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  findOwn(userId: number, kind: BookmarkEntity['kind'], target: string): Promise<BookmarkEntity | null> {
    return this.rows.findOneBy({ userId, kind, target });
  }

  countOwn(userId: number): Promise<number> {
    return this.rows.countBy({ userId });
  }

  async insert(bookmark: NewBookmark): Promise<BookmarkEntity | InsertRefusal> {
    try {
      return await this.rows.save(this.rows.create(bookmark));
    } catch (error) {
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === UNIQUE_VIOLATION) return 'duplicate';
      if (code === FOREIGN_KEY_VIOLATION) return 'no-owner';
      throw error;
    }
  }

  /** Whether the owner had a bookmark with this id, now removed. */
  async deleteOwn(userId: number, id: number): Promise<boolean> {
    const result = await this.rows.delete({ userId, id });
    return (result.affected ?? 0) > 0;
  }
}
