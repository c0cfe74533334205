import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { EssayCoverEntity } from './essay-cover.entity.js';

/** Cover images by file name, and the essay's pointer to its one current cover. */
@Injectable()
export class EssayCoversRepository {
  constructor(
    @InjectRepository(EssayCoverEntity) private readonly covers: Repository<EssayCoverEntity>,
    private readonly dataSource: DataSource,
  ) {}

  find(file: string): Promise<EssayCoverEntity | null> {
    return this.covers.findOneBy({ file });
  }

  /** Makes this the essay's cover (null: none), dropping the one before, in one transaction. */
  replace(essayId: number, cover: Omit<EssayCoverEntity, 'essayId' | 'createdAt'> | null): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.delete(EssayCoverEntity, { essayId });
      if (cover) await manager.insert(EssayCoverEntity, { ...cover, essayId });
      await manager.update(
        EssayEntity,
        { id: essayId },
        { cover: cover && `/media/covers/${cover.file}`, updatedAt: new Date() },
      );
    });
  }
}
