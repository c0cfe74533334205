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
}
