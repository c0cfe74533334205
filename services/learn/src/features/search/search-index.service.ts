import { Injectable } from '@nestjs/common';
import type { SearchKind } from '@site/contracts';
import { stripMarkdown } from '@site/markdown-render';
import { lessonRef } from './lesson-ref.js';
import type { SearchDocument } from './search-document.js';
import { SearchSourcesRepository } from './search-sources.repository.js';
import { SearchRepository } from './search.repository.js';

/**
 * Keeps the search table in step with courses, lessons and quizzes. The seed calls `sync` after writing,
 * as must whatever else writes them. They are few, so each sync rewrites them all and drops what is gone.
 * A lesson past a course's first is for enrolled readers: only its title is indexed, so no snippet shows its text.
 */
@Injectable()
export class SearchIndexService {
  constructor(
    private readonly search: SearchRepository,
    private readonly sources: SearchSourcesRepository,
  ) {}

  async sync(): Promise<void> {
    const [courses, lessons, quizzes] = await Promise.all([
      this.sources.courses(),
      this.sources.lessons(),
      this.sources.quizzes(),
    ]);
    await this.replace(
      'course',
      courses.map((course) => ({
        kind: 'course',
        ref: course.slug,
        title: course.title,
        date: null,
        tags: course.level ? [course.level] : [],
        excerpt: course.summary,
        body: stripMarkdown(course.description),
      })),
    );
    await this.replace(
      'lesson',
      lessons.map((lesson) => ({
        kind: 'lesson',
        ref: lessonRef(lesson.courseSlug, lesson.slug),
        title: lesson.title,
        date: null,
        tags: [lesson.courseTitle],
        excerpt: '',
        body: stripMarkdown(lesson.openBody),
      })),
    );
    await this.replace(
      'quiz',
      quizzes.map((quiz) => ({
        kind: 'quiz',
        ref: quiz.slug,
        title: quiz.title,
        date: null,
        tags: [quiz.category],
        excerpt: stripMarkdown(quiz.description),
        body: '',
      })),
    );
  }

  private async replace(kind: SearchKind, documents: SearchDocument[]): Promise<void> {
    await this.search.removeOthers(
      kind,
      documents.map((d) => d.ref),
    );
    await this.search.upsert(documents);
  }
}
