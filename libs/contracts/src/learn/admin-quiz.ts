import type { QuestionKind } from './attempt.js';

/** A draft never appears on the site; a published quiz does, in its newest version. */
export const QUIZ_STATUSES = ['draft', 'published'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

/** The longest quiz slug (see `QUIZ_SLUG_PATTERN`). */
export const QUIZ_SLUG_MAX = 200;
export const QUIZ_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
export const QUIZ_TITLE_MAX = 300;
export const QUIZ_DESCRIPTION_MAX = 5000;
export const QUIZ_COVER_MAX = 2048;
/** A cover is a path of this site or an https address. */
export const QUIZ_COVER_PATTERN = /^(?:\/(?!\/)|https:\/\/)\S*$/;
export const QUIZ_QUESTIONS_MAX = 200;
export const QUESTION_PROMPT_MAX = 4000;
export const QUESTION_EXPLANATION_MAX = 8000;
/** An SVG drawing shown with a prompt or option (spatial tests); kept as the editor received it. */
export const QUESTION_FIGURE_MAX = 100_000;
export const QUESTION_OPTIONS_MAX = 20;
export const OPTION_TEXT_MAX = 1000;
export const OPTION_ID_PATTERN = /^[a-z0-9-]{1,20}$/;
export const QUESTION_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const NUMERIC_UNIT_MAX = 50;

/** An option of a single, multiple or ordering question. */
export interface AdminQuizOption {
  id: string;
  text: string;
  svg: string | null;
}

/** The answer of a numeric question: any answer within `tolerance` of `value` (inclusive) counts. */
export interface NumericAnswer {
  value: number;
  tolerance: number;
  unit: string | null;
}

/**
 * The correct answer by kind: single → an option id; multiple → the correct option ids; true-false → a boolean;
 * numeric → value, tolerance and unit; ordering → every option id in the correct order.
 */
export type QuestionAnswer = string | string[] | boolean | NumericAnswer;

/** A question as the editor sends it; `key` names it across saves (omitted for a new question). */
export interface AdminQuestionInput {
  key?: string;
  kind: QuestionKind;
  prompt: string;
  figure?: string | null;
  options: AdminQuizOption[];
  answer: QuestionAnswer;
  explanation?: string | null;
}

/** A question as stored, answer and explanation included. */
export interface AdminQuestion extends AdminQuestionInput {
  id: number;
  key: string;
  figure: string | null;
  explanation: string | null;
}

/** POST /api/admin/quizzes and PUT /api/admin/quizzes/:id. */
export interface AdminQuizInput {
  slug: string;
  title: string;
  description?: string;
  coverImage?: string | null;
  timeLimitSeconds?: number | null;
  passPercent?: number;
  topics?: string[];
  questions: AdminQuestionInput[];
}

/** PUT /api/admin/quizzes/:id/status: publish a quiz (it needs a question) or take it back to a draft. */
export interface AdminQuizStatusInput {
  status: QuizStatus;
}

/** One row of GET /api/admin/quizzes. */
export interface AdminQuizSummary {
  id: number;
  slug: string;
  title: string;
  category: string;
  status: QuizStatus;
  /** The version the site shows; it grows when questions that were already attempted change. */
  version: number;
  questionCount: number;
  /** Attempts of every version, open ones included. */
  attemptCount: number;
  updatedAt: string;
}

/** GET /api/admin/quizzes/:id: the quiz with the questions of its newest version, answers included. */
export interface AdminQuiz {
  id: number;
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  category: string;
  timeLimitSeconds: number | null;
  passPercent: number;
  courseSlug: string | null;
  topics: string[];
  status: QuizStatus;
  publishedAt: string | null;
  version: number;
  attemptCount: number;
  /** Attempts of the newest version: when there are any, changing its questions makes a new version. */
  versionAttemptCount: number;
  updatedAt: string;
  questions: AdminQuestion[];
}
