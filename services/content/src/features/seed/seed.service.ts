import path from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { TOPIC_NAMES } from '@site/contracts';
import { DataSource, In } from 'typeorm';
import { SEED_DIR } from '../../config.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { TagEntity } from '../essays/tag.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { readEssaySeeds } from './essay-files.js';

/** Fills an empty database with the shipped content; running it again changes nothing. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedTopics();
    const added = await this.seedEssays();
    if (added > 0) this.logger.log(`Seeded ${added} essays`);
  }

  private async seedTopics(): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(TopicEntity)
      .values(TOPIC_NAMES.map((name) => ({ name, active: true })))
      .orIgnore()
      .execute();
  }

  private async seedEssays(): Promise<number> {
    const seeds = await readEssaySeeds(path.join(SEED_DIR, 'essays'));
    return this.dataSource.transaction(async (manager) => {
      const existing = new Set(
        (
          await manager.find(EssayEntity, { select: { slug: true }, where: { slug: In(seeds.map((s) => s.slug)) } })
        ).map((e) => e.slug),
      );
      const fresh = seeds.filter((s) => !existing.has(s.slug));
      if (fresh.length === 0) return 0;
      const tagNames = [...new Set(fresh.flatMap((s) => s.tags))];
      if (tagNames.length > 0) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(TagEntity)
          .values(tagNames.map((name) => ({ name })))
          .orIgnore()
          .execute();
      }
      const tags = await manager.find(TagEntity, { where: { name: In(tagNames) } });
      const topics = await manager.find(TopicEntity);
      for (const seed of fresh) {
        await manager.save(
          manager.create(EssayEntity, {
            ...seed,
            tags: tags.filter((t) => seed.tags.includes(t.name)),
            topics: topics.filter((t) => seed.topics.includes(t.name)),
          }),
        );
      }
      return fresh.length;
    });
  }
}
