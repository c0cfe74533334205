import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { QuizEntity } from './quiz.entity.js';

@Entity({ name: 'questions' })
export class QuestionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'quiz_id', type: 'integer' })
  quizId: number;

  // A string target and `Relation<>` keep this module from loading quiz.entity at start (ESM cycles).
  @ManyToOne('QuizEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz: Relation<QuizEntity>;

  /** The quiz version the question belongs to (see QuizEntity.version). */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** The question's id in its seed file; stable across edits, unlike `id` order; unique per quiz version. */
  @Column({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 30 })
  kind: string;

  @Column({ type: 'text' })
  prompt: string;

  /** An SVG drawing shown with the prompt. */
  @Column({ type: 'text', nullable: true })
  figure: string | null;

  @Column({ type: 'jsonb', nullable: true })
  options: unknown;

  @Column({ type: 'jsonb' })
  answer: unknown;

  @Column({ type: 'text', nullable: true })
  explanation: string | null;
}
