import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns quizzes and courses share as content loaded from seed files: a unique slug, a title, a
 * description, a cover, topics, and the hash of the seed the row was written from, so an unchanged seed is skipped.
 */
export abstract class SeededEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'cover_image', type: 'varchar', length: 2048, nullable: true })
  coverImage: string | null;

  /** The topic names the item is filed under. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: string[];

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
