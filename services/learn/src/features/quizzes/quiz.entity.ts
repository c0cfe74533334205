import { Column, Entity } from 'typeorm';
import { SeededEntity } from '../seed/seeded.entity.js';

@Entity({ name: 'quizzes' })
export class QuizEntity extends SeededEntity {
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

  /** The version the site shows: questions of older versions stay for the attempts taken on them. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** Null for a draft, which the site never shows. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** When the admin last saved it; a quiz the admin saved is no longer rewritten from its seed file. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;
}
