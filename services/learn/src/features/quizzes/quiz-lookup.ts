/** A quiz row with everything scoring needs. */
export interface QuizRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  coverImage: string | null;
  timeLimitSeconds: number | null;
  passPercent: number;
  courseSlug: string | null;
  norms: unknown;
}

export const QUIZ_COLUMNS = `id, slug, title, description, category, cover_image AS "coverImage",
  time_limit_seconds AS "timeLimitSeconds", pass_percent AS "passPercent", course_slug AS "courseSlug", norms`;

export const QUESTION_COLUMNS = 'id, kind, prompt, figure, options, answer, explanation';

/** `/quizzes/12` finds by id, anything else by slug. */
export function quizKey(slugOrId: string): { column: 'id' | 'slug'; value: string | number } {
  return /^\d{1,9}$/.test(slugOrId) ? { column: 'id', value: Number(slugOrId) } : { column: 'slug', value: slugOrId };
}
