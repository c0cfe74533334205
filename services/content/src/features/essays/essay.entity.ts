import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn } from 'typeorm';
import { TopicEntity } from '../topics/topic.entity.js';
import { TagEntity } from './tag.entity.js';

@Entity({ name: 'essays' })
export class EssayEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount: number;

  @ManyToMany(() => TagEntity)
  @JoinTable({ name: 'essay_tags', joinColumn: { name: 'essay_id' }, inverseJoinColumn: { name: 'tag_id' } })
  tags: TagEntity[];

  @ManyToMany(() => TopicEntity)
  @JoinTable({ name: 'essay_topics', joinColumn: { name: 'essay_id' }, inverseJoinColumn: { name: 'topic_id' } })
  topics: TopicEntity[];
}
