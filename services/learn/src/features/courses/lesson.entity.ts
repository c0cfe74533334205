import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import { CourseEntity } from './course.entity.js';

@Entity({ name: 'lessons' })
export class LessonEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'course_id', type: 'integer' })
  courseId: number;

  @ManyToOne(() => CourseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course: CourseEntity;

  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** The seed's link to its quiz, kept even before that quiz exists; `quizId` is filled from it. */
  @Column({ name: 'quiz_slug', type: 'varchar', length: 200, nullable: true })
  quizSlug: string | null;

  @Column({ name: 'quiz_id', type: 'integer', nullable: true })
  quizId: number | null;

  @ManyToOne(() => QuizEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'quiz_id' })
  quiz: QuizEntity | null;

  /** Null for a draft, which readers never see; what the seed files write is published (the column's default). */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
