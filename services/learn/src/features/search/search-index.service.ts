import { Injectable } from '@nestjs/common';
import { stripMarkdown } from '@site/markdown-render';
import { SearchRepository } from '@site/service-kit';
import { lessonRef } from './lesson-ref.js';
import { SearchSourcesRepository } from './search-sources.repository.js';

/**
 * Keeps the search table in step with courses, lessons and quizzes. The seed calls `sync` after writing,
 * as must whatever else writes them. They are few, so each sync rewrites them all and drops what is gone.
 * A lesson past a course's first is for enrolled readers: only its title is indexed, so no snippet shows its text.
 * A lesson is a part of its course: a search matching both lists it under the course. It does not carry the
 * course's title, which would make every lesson of a course match the course's name.
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
    await this.search.replace(
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
    await this.search.replace(
      'lesson',
      lessons.map((lesson) => ({
        kind: 'lesson',
        ref: lessonRef(lesson.courseSlug, lesson.slug),
        title: lesson.title,
        date: null,
        tags: [],
        excerpt: '',
        body: stripMarkdown(lesson.openBody),
        partOf: { kind: 'course', ref: lesson.courseSlug, position: lesson.position },
      })),
    );
    await this.search.replace(
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
}
