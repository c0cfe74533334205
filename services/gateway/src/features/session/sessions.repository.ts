import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, Not, type Repository } from 'typeorm';
import { SessionEntity } from './session.entity.js';

/** A reader never has more sessions listed than this; older ones still end with "end all". */
export const SESSIONS_LISTED_MAX = 100;

/** The sessions of an account, as the session store writes them. */
@Injectable()
export class SessionsRepository {
  private readonly sessions: Repository<SessionEntity>;

  constructor(dataSource: DataSource) {
    this.sessions = dataSource.getRepository(SessionEntity);
  }

  /** The account's live sessions, the last seen first. */
  listOf(userId: number, now = new Date()): Promise<SessionEntity[]> {
    return this.sessions.find({
      select: { sid: true, device: true, createdAt: true, lastSeenAt: true },
      where: { userId, expiresAt: MoreThan(now) },
      order: { lastSeenAt: 'DESC' },
      take: SESSIONS_LISTED_MAX,
    });
  }

  /** Ends every session of the account, but `keepSid` when given; answers how many ended. */
  async endAllOf(userId: number, keepSid?: string): Promise<number> {
    const result = await this.sessions.delete(keepSid ? { userId, sid: Not(keepSid) } : { userId });
    return result.affected ?? 0;
  }

  async endOne(userId: number, sid: string): Promise<void> {
    await this.sessions.delete({ userId, sid });
  }
}
