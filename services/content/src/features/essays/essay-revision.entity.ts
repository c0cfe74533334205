import type { EssayRevisionKind } from '@site/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A kept version of an essay's text: one per save, and the latest autosave while the author types. */
@Entity({ name: 'essay_revisions' })
export class EssayRevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'essay_id', type: 'integer' })
  essayId: number;

  @Column({ type: 'varchar', length: 10 })
  kind: EssayRevisionKind;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  /** The account that saved it; null for imported text. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
