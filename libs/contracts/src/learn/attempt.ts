export const QUESTION_KINDS = ['single', 'multiple', 'true-false', 'numeric', 'ordering'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** An option as shown to the quiz taker. */
export interface QuizOptionView {
  id: string;
  text: string;
  /** An SVG drawing of the option, for spatial questions. */
  svg: string | null;
}

/**
 * A question as shown before submission: never its answer, correct flags or explanation.
 * Ordering questions list their options in a fixed shuffled order that is never the correct one.
 */
export interface QuizQuestionView {
  id: number;
  kind: QuestionKind;
  prompt: string;
  figure: string | null;
  options: QuizOptionView[];
  /** Unit of a numeric answer ("minutes"), or null. */
  unit: string | null;
}

/** GET /api/elearning/quizzes/:slugOrId. */
export interface QuizView {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  coverImage: string | null;
  timeLimitSeconds: number | null;
  passPercent: number;
  courseSlug: string | null;
  questionCount: number;
  questions: QuizQuestionView[];
}

/** Answers saved so far, by question id. */
export type SavedAnswers = Record<string, unknown>;

/** One question of a submitted attempt's review. */
export interface ReviewItem {
  questionId: number;
  kind: QuestionKind;
  prompt: string;
  yourAnswer: unknown;
  /** For numeric questions the expected value; `tolerance` says how far off still counts. */
  correctAnswer: unknown;
  tolerance: number | null;
  correct: boolean;
  explanation: string | null;
}

/** The scored result of a submitted attempt; IQ tests add the norm fields. */
export interface AttemptResult {
  attemptId: number;
  quizSlug: string;
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  durationSeconds: number;
  submittedAt: string;
  review: ReviewItem[];
  percentile?: number;
  band?: string | null;
  normStatement?: string;
}

/** POST /api/elearning/quizzes/:slugOrId/attempts (201 when new, 200 when an open attempt resumes). */
export interface AttemptStart {
  attemptId: number;
  quizId: number;
  quizSlug: string;
  startedAt: string;
  /** Null for an untimed quiz. */
  deadline: string | null;
  /** The server's clock, so a timer can correct for a wrong client clock. */
  now: string;
  answers: SavedAnswers;
}

/** PUT /api/elearning/attempts/:id/answers/:questionId. */
export interface AnswerSaved {
  attemptId: number;
  questionId: number;
  savedAt: string;
  answeredCount: number;
}

/** GET /api/elearning/attempts/:id; `result` only once submitted. */
export interface AttemptDetail {
  attemptId: number;
  quizId: number;
  quizSlug: string;
  quizTitle: string;
  status: 'open' | 'submitted';
  startedAt: string;
  deadline: string | null;
  submittedAt: string | null;
  now: string;
  answers: SavedAnswers;
  result: AttemptResult | null;
}

/** One entry of GET /api/elearning/me/attempts (newest first). */
export interface AttemptSummary {
  attemptId: number;
  quizSlug: string;
  quizTitle: string;
  category: string;
  status: 'open' | 'submitted';
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  passed: boolean | null;
}
