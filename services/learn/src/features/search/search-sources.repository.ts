import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface CourseSource {
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: string | null;
}

export interface LessonSource {
  courseSlug: string;
  slug: string;
  title: string;
  /** Its place in its course, as the course lists its lessons. */
  position: number;
  /** Markdown of a course's first lesson, the one open to everyone; empty for the others. */
  openBody: string;
}

export interface QuizSource {
  slug: string;
  title: string;
  description: string;
  category: string;
}

/** Reads the learn tables the search index is built from. */
@Injectable()
export class SearchSourcesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published courses only: a draft is never found. */
  courses(): Promise<CourseSource[]> {
    return this.dataSource.query(
      `SELECT slug, title, summary, description, level FROM learn.courses WHERE published_at IS NOT NULL`,
    );
  }

  /**
   * Every published lesson of a published course; only the first of each course (by position, as the course lists
   * them) with its body.
   */
  lessons(): Promise<LessonSource[]> {
    return this.dataSource.query(
      `SELECT c.slug AS "courseSlug", l.slug, l.title,
         row_number() OVER (PARTITION BY l.course_id ORDER BY l.position, l.id)::int AS position,
         CASE WHEN row_number() OVER (PARTITION BY l.course_id ORDER BY l.position, l.id) = 1 THEN l.body ELSE '' END
           AS "openBody"
       FROM learn.lessons l JOIN learn.courses c ON c.id = l.course_id
       WHERE l.published_at IS NOT NULL AND c.published_at IS NOT NULL`,
    );
  }

  /** Published quizzes only: a draft is never found. */
  quizzes(): Promise<QuizSource[]> {
    return this.dataSource.query(
      `SELECT slug, title, description, category FROM learn.quizzes WHERE published_at IS NOT NULL`,
    );
  }
}
