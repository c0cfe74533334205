import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { CourseEntity } from '../courses/course.entity.js';
import { QuizEntity } from '../quizzes/quiz.entity.js';

/** A page of the sitemap before it gets its origin: the slug and when its seed last changed. */
export interface DatedSlug {
  slug: string;
  updatedAt: Date;
}

@Injectable()
export class SitemapsRepository {
  constructor(
    @InjectRepository(CourseEntity) private readonly courses: Repository<CourseEntity>,
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
  ) {}

  /** Published courses only: a draft's address answers 404. */
  courseDates(limit: number): Promise<DatedSlug[]> {
    return this.courses.find({
      select: { slug: true, updatedAt: true },
      where: { publishedAt: Not(IsNull()) },
      order: { slug: 'ASC' },
      take: limit,
    });
  }

  /** The published quizzes of their own (those in a course are reached through its lessons). */
  standaloneQuizDates(limit: number): Promise<DatedSlug[]> {
    return this.quizzes.find({
      select: { slug: true, updatedAt: true },
      where: { courseSlug: IsNull(), publishedAt: Not(IsNull()) },
      order: { slug: 'ASC' },
      take: limit,
    });
  }
}
