import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'quizzes' })
export class QuizEntity {
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

  @Column({ type: 'varchar', length: 50, default: 'quiz' })
  category: string;

  @Column({ name: 'time_limit_seconds', type: 'integer', nullable: true })
  timeLimitSeconds: number | null;

  @Column({ name: 'pass_percent', type: 'integer', default: 60 })
  passPercent: number;

  /** The course this quiz checks; null for a quiz that stands on its own. */
  @Column({ name: 'course_slug', type: 'varchar', length: 200, nullable: true })
  courseSlug: string | null;

  /** Score bands of an IQ test; null for ordinary quizzes. */
  @Column({ type: 'jsonb', nullable: true })
  norms: unknown;

  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
