import type { CourseProgress } from '@site/contracts';

/** Completed lessons out of all, with a whole-number percent (0 for a course without lessons). */
export function progressOf(completed: number, total: number): CourseProgress {
  const done = Math.min(Number(completed), Number(total));
  return { completed: done, total: Number(total), percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
