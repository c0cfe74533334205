import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthorPresenceEntity } from './author-presence.entity.js';

const ROW = 1;

/** When the author was last in the inbox: one row in the database, so every replica answers alike. */
@Injectable()
export class PresenceRepository {
  constructor(private readonly dataSource: DataSource) {}

  async touch(at = new Date()): Promise<void> {
    await this.dataSource.getRepository(AuthorPresenceEntity).upsert({ id: ROW, seenAt: at }, ['id']);
  }

  async lastSeen(): Promise<Date | null> {
    const row = await this.dataSource.getRepository(AuthorPresenceEntity).findOneBy({ id: ROW });
    return row?.seenAt ?? null;
  }
}
