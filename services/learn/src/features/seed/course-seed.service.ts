import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { LearnConfig } from '../../config.js';
import { isLessonFile, parseCourse, type CourseSeed } from './course-file.js';

/**
 * Loads the shipped courses at start, like the quizzes: an unchanged course (same hash) is not
 * touched; a changed one is rewritten with its lessons matched by slug, so lesson ids (and the
 * completions that point at them) survive edits. Courses are never deleted here.
 */
@Injectable()
export class CourseSeedService {
  private readonly logger = new Logger(CourseSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  async seed(): Promise<void> {
    const changed: string[] = [];
    for (const course of await this.readSeeds()) {
      const written = await this.dataSource.transaction((manager) => writeCourse(manager, course));
      if (written) changed.push(course.slug);
    }
    // A quiz may have been created after its lesson was written: link every lesson to its quiz by slug.
    await this.dataSource.query(
      `UPDATE learn.lessons l SET quiz_id = q.id FROM learn.quizzes q
        WHERE l.quiz_slug = q.slug AND l.quiz_id IS DISTINCT FROM q.id`,
    );
    if (changed.length > 0) this.logger.log(`Seeded courses: ${changed.join(', ')}`);
  }

  /** A broken course is reported and skipped, so one typo does not keep the service down. */
  private async readSeeds(): Promise<CourseSeed[]> {
    const root = this.config.courseSeedDir;
    const dirs = (await readdir(root, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const seeds: CourseSeed[] = [];
    for (const dir of dirs) {
      try {
        const lessonsDir = path.join(root, dir, 'lessons');
        const names = (await readdir(lessonsDir).catch(() => [] as string[])).filter(isLessonFile);
        const lessons: Record<string, string> = {};
        for (const name of names) lessons[name] = await readFile(path.join(lessonsDir, name), 'utf8');
        seeds.push(parseCourse(dir, await readFile(path.join(root, dir, 'course.yaml'), 'utf8'), lessons));
      } catch (error) {
        this.logger.error(`Skipped course seed: ${(error as Error).message}`);
      }
    }
    return seeds;
  }
}

/** Upserts one course and its lessons; answers false when the stored hash already matched. */
async function writeCourse(manager: EntityManager, course: CourseSeed): Promise<boolean> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO learn.courses (slug, title, summary, description, cover_image, level, estimated_minutes, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug) DO UPDATE SET
       title = EXCLUDED.title, summary = EXCLUDED.summary, description = EXCLUDED.description,
       cover_image = EXCLUDED.cover_image, level = EXCLUDED.level, estimated_minutes = EXCLUDED.estimated_minutes,
       content_hash = EXCLUDED.content_hash, updated_at = now()
     WHERE learn.courses.content_hash <> EXCLUDED.content_hash
     RETURNING id`,
    [
      course.slug,
      course.title,
      course.summary,
      course.description,
      course.coverImage,
      course.level,
      course.estimatedMinutes,
      course.contentHash,
    ],
  );
  if (rows.length === 0) return false;
  const courseId = rows[0].id;
  // Lessons travel as one jsonb parameter (no array binding differences between node-postgres and PGlite).
  await manager.query(
    `INSERT INTO learn.lessons (course_id, slug, position, title, body, quiz_slug, quiz_id)
     SELECT $1, l.slug, l.position, l.title, l.body, l."quizSlug",
            (SELECT q.id FROM learn.quizzes q WHERE q.slug = l."quizSlug")
       FROM jsonb_to_recordset($2::jsonb) AS l(slug text, position integer, title text, body text, "quizSlug" text)
     ON CONFLICT (course_id, slug) DO UPDATE SET
       position = EXCLUDED.position, title = EXCLUDED.title, body = EXCLUDED.body,
       quiz_slug = EXCLUDED.quiz_slug, quiz_id = EXCLUDED.quiz_id`,
    [courseId, JSON.stringify(course.lessons)],
  );
  await manager.query(
    `DELETE FROM learn.lessons
      WHERE course_id = $1 AND slug NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [courseId, JSON.stringify(course.lessons.map((lesson) => lesson.slug))],
  );
  return true;
}
