import { Column, Entity, ManyToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { EssayEntity } from './essay.entity.js';

@Entity({ name: 'tags' })
export class TagEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  // A string target and `Relation<>` keep this module from loading essay.entity at start (ESM cycles).
  @ManyToMany('EssayEntity', (essay: EssayEntity) => essay.tags)
  essays: Relation<EssayEntity>[];
}
