import type { StandaloneQuiz } from '@site/contracts';

/** Quizzes link by slug, or by id when a quiz has none. */
export const quizHref = (quiz: StandaloneQuiz) => `/quizzes/${quiz.slug || quiz.id}`;
