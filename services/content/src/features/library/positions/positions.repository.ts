import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PlaybackPositionEntity } from './playback-position.entity.js';

/** Where each signed-in listener stopped in each recording. */
@Injectable()
export class PositionsRepository {
  constructor(
    @InjectRepository(PlaybackPositionEntity) private readonly positions: Repository<PlaybackPositionEntity>,
  ) {}

  /** The listener's positions, the most recently saved first. */
  ofUser(userId: number): Promise<PlaybackPositionEntity[]> {
    return this.positions.find({ where: { userId }, order: { updatedAt: 'DESC', mediaKey: 'ASC' } });
  }

  /** Stores the position, replacing the one before; answers it as stored. */
  async save(userId: number, mediaKey: string, seconds: number): Promise<PlaybackPositionEntity> {
    await this.positions.upsert({ userId, mediaKey, seconds, updatedAt: new Date() }, ['userId', 'mediaKey']);
    return this.positions.findOneByOrFail({ userId, mediaKey });
  }
}
