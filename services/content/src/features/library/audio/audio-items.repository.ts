import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AudioItemEntity } from './audio-item.entity.js';
import type { AudioItemSeed } from './recording-seeds.js';

const PUBLISHED = { status: 'published' } as const;

/** The library's lectures and readings, as readers see them. */
@Injectable()
export class AudioItemsRepository {
  constructor(@InjectRepository(AudioItemEntity) private readonly items: Repository<AudioItemEntity>) {}

  /** Every published recording, the most recently added first. */
  all(): Promise<AudioItemEntity[]> {
    return this.items.find({ where: PUBLISHED, order: { addedAt: 'DESC', id: 'DESC' } });
  }

  /** Whether readers can play a recording of this slug (a draft is not theirs to play). */
  async exists(slug: string): Promise<boolean> {
    return this.items.exists({ where: { ...PUBLISHED, slug } });
  }

  /** Stores the seeds whose slug is not stored yet; answers how many it added. */
  async addMissing(seeds: AudioItemSeed[]): Promise<number> {
    if (seeds.length === 0) return 0;
    const result = await this.items
      .createQueryBuilder()
      .insert()
      .values(
        seeds.map(({ audio, ...seed }) => ({
          ...seed,
          audioUrl: audio.url,
          audioBytes: audio.byteLength,
          durationSeconds: audio.durationSeconds,
        })),
      )
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length;
  }
}
