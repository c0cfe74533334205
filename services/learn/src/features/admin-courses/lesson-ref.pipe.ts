import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { COURSE_SLUG_PATTERN } from '@site/contracts';

/** How the path names a lesson: its id, when it is one PostgreSQL's integer holds, or else its slug. */
export type LessonRef = { id: number } | { slug: string };

/** `17` is a lesson's id, `the-epoche` its slug; anything else is a 400 that says how to name one. */
export const lessonRefPipe: PipeTransform<string, LessonRef> = {
  transform(value: string): LessonRef {
    if (/^[1-9]\d{0,8}$/.test(value)) return { id: Number(value) };
    if (COURSE_SLUG_PATTERN.test(value)) return { slug: value };
    throw new BadRequestException('A lesson is named by its numeric id or its slug.');
  },
};
