import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { citedHref, citedHrefsIn, pathTo, type CitedIn } from '@site/contracts';
import { Repository } from 'typeorm';
import { LessonEntity } from '../courses/lesson.entity.js';

/** `%` and `_` match anything in LIKE: escaped, the address is matched as written. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The lessons citing a library item, read from their bodies at the time of asking (a reseeded lesson is right at
 * once). LIKE narrows to the bodies that mention the address at all; the markdown's links then decide.
 */
@Injectable()
export class CitedInRepository {
  constructor(@InjectRepository(LessonEntity) private readonly lessons: Repository<LessonEntity>) {}

  /** In course and lesson order; none when the address names no library item. */
  async lessonsCiting(href: string): Promise<CitedIn[]> {
    const item = citedHref(href);
    if (!item) return [];
    const rows = await this.lessons
      .createQueryBuilder('lesson')
      .innerJoin('lesson.course', 'course')
      .select(['lesson.slug', 'lesson.title', 'lesson.body', 'course.slug', 'course.title'])
      .where(`lesson.body LIKE :pattern ESCAPE '\\'`, { pattern: `%${likeEscaped(item)}%` })
      // Drafts cite nothing a reader can follow.
      .andWhere('lesson.publishedAt IS NOT NULL AND course.publishedAt IS NOT NULL')
      .orderBy('course.title', 'ASC')
      .addOrderBy('lesson.position', 'ASC')
      .getMany();
    return rows
      .filter((lesson) => citedHrefsIn(lesson.body).includes(item))
      .map((lesson) => ({
        kind: 'lesson',
        title: `${lesson.course.title}: ${lesson.title}`,
        // A lesson opens inside its course page, as the course's own lesson links do.
        href: `${pathTo('course', { slug: lesson.course.slug })}?lesson=${encodeURIComponent(lesson.slug)}`,
      }));
  }
}
