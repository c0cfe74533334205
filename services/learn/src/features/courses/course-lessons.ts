import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import type { LessonSeed } from '../seed/course-file.js';
import { LessonEntity } from './lesson.entity.js';

/**
 * Writes a course's lessons inside the caller's transaction, as the seed and the import both do. Lessons are
 * matched by slug, so their ids (and the completions that point at them) survive edits; a lesson no longer
 * listed is deleted, and its completions with it. A draft is hidden; a published lesson keeps its first
 * publication's date.
 */
export async function writeLessons(manager: EntityManager, courseId: number, lessons: LessonSeed[]): Promise<void> {
  const quizIds = await quizIdsBySlug(
    manager,
    lessons.map((lesson) => lesson.quizSlug),
  );
  await manager
    .createQueryBuilder()
    .insert()
    .into(LessonEntity)
    .values(
      lessons.map(({ draft: _draft, ...lesson }) => ({
        ...lesson,
        courseId,
        quizId: lesson.quizSlug === null ? null : (quizIds.get(lesson.quizSlug) ?? null),
      })),
    )
    .orUpdate(['position', 'title', 'body', 'quiz_slug', 'quiz_id'], ['course_id', 'slug'])
    .execute();
  await manager.delete(LessonEntity, { courseId, slug: Not(In(lessons.map((lesson) => lesson.slug))) });
  await manager.query(
    `UPDATE learn.lessons l SET published_at = CASE WHEN d.draft THEN NULL ELSE COALESCE(l.published_at, now()) END
     FROM unnest($2::text[], $3::boolean[]) AS d(slug, draft)
     WHERE l.course_id = $1 AND l.slug = d.slug`,
    [courseId, lessons.map((lesson) => lesson.slug), lessons.map((lesson) => lesson.draft)],
  );
}

/** Shows or hides a course written from a seed or an archive; a published course keeps its first date. */
export async function writeCourseDraft(manager: EntityManager, courseId: number, draft: boolean): Promise<void> {
  await manager.query(
    `UPDATE learn.courses SET published_at = CASE WHEN $2 THEN NULL ELSE COALESCE(published_at, now()) END
     WHERE id = $1`,
    [courseId, draft],
  );
}

/** Links every lesson to its quiz by slug: a quiz may have been created after its lesson was written. */
export async function linkLessonsToQuizzes(manager: EntityManager): Promise<void> {
  const linked = await manager.find(LessonEntity, {
    select: { id: true, quizSlug: true, quizId: true },
    where: { quizSlug: Not(IsNull()) },
  });
  const quizIds = await quizIdsBySlug(
    manager,
    linked.map((lesson) => lesson.quizSlug),
  );
  for (const lesson of linked) {
    const quizId = quizIds.get(lesson.quizSlug as string);
    if (quizId !== undefined && quizId !== lesson.quizId)
      await manager.update(LessonEntity, { id: lesson.id }, { quizId });
  }
}

async function quizIdsBySlug(manager: EntityManager, slugs: (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(slugs.filter((slug): slug is string => slug !== null))];
  if (wanted.length === 0) return new Map();
  const found = await manager.find(QuizEntity, { select: { id: true, slug: true }, where: { slug: In(wanted) } });
  return new Map(found.map((quiz) => [quiz.slug, quiz.id]));
}
