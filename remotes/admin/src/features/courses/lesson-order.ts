import type { AdminLessonItem } from '@site/contracts';

/** The lessons in the order the ids name, each with its new position (1 for the first). */
export function inOrder(lessons: readonly AdminLessonItem[], lessonIds: readonly number[]): AdminLessonItem[] {
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  return lessonIds.flatMap((id, index) => {
    const lesson = byId.get(id);
    return lesson ? [{ ...lesson, position: index + 1 }] : [];
  });
}

/** The lesson ids after the one at `from` is taken out and put back at `to`. */
export function movedIds(lessons: readonly AdminLessonItem[], from: number, to: number): number[] {
  const ids = lessons.map((lesson) => lesson.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}
