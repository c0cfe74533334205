import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { LearnConfig } from '../../config.js';
import { CoursesRepository } from '../courses/courses.repository.js';
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
    private readonly courses: CoursesRepository,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  async seed(): Promise<void> {
    const changed: string[] = [];
    for (const course of await this.readSeeds()) {
      if (await this.courses.upsertFromSeed(course)) changed.push(course.slug);
    }
    await this.courses.linkLessonsToQuizzes();
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
