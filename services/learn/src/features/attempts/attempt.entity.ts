import type { AttemptResult, SavedAnswers } from '@site/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { QuizEntity } from '../quizzes/quiz.entity.js';

/**
 * One attempt at a quiz. Answers are one jsonb map (question id → answer); once submitted the attempt
 * keeps the scored result it was shown, so later edits of the quiz do not rewrite history.
 */
@Entity({ name: 'attempts' })
export class AttemptEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'quiz_id', type: 'integer' })
  quizId: number;

  @ManyToOne(() => QuizEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz: QuizEntity;

  /** The quiz version whose questions the attempt answers and is scored against. */
  @Column({ name: 'quiz_version', type: 'integer', default: 1 })
  quizVersion: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  /** Null when the quiz has no time limit. */
  @Column({ type: 'timestamptz', nullable: true })
  deadline: Date | null;

  /** Null while the attempt is open. */
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  answers: SavedAnswers;

  @Column({ type: 'integer', nullable: true })
  score: number | null;

  @Column({ name: 'max_score', type: 'integer', nullable: true })
  maxScore: number | null;

  @Column({ type: 'integer', nullable: true })
  percent: number | null;

  @Column({ type: 'boolean', nullable: true })
  passed: boolean | null;

  @Column({ type: 'jsonb', nullable: true })
  result: AttemptResult | null;
}
