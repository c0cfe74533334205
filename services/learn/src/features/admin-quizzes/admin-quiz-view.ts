import { randomBytes } from 'node:crypto';
import type {
  AdminQuestion,
  AdminQuestionInput,
  AdminQuiz,
  AdminQuizSummary,
  QuestionAnswer,
  QuestionKind,
} from '@site/contracts';
import { normalRow, storedNumericAnswer, type QuestionRow } from '../quizzes/question-rows.js';
import type { QuestionEntity } from '../quizzes/question.entity.js';
import type { QuizEntity } from '../quizzes/quiz.entity.js';

export interface AttemptCounts {
  /** Every version's attempts, open ones included. */
  all: number;
  /** The newest version's. */
  version: number;
}

/** A question as the editor shows it: options always a list (each with `svg`), a numeric answer with its unit. */
export function toAdminQuestion(question: QuestionEntity): AdminQuestion {
  const row = normalRow(question);
  const options = (row.options as { id: string; text: string; svg?: string }[] | null) ?? [];
  const answer =
    question.kind === 'numeric'
      ? { unit: null, ...storedNumericAnswer(question.answer) }
      : (row.answer as QuestionAnswer);
  return {
    id: Number(question.id),
    key: question.key,
    kind: question.kind as QuestionKind,
    prompt: question.prompt,
    figure: row.figure,
    options: options.map((option) => ({ id: option.id, text: option.text, svg: option.svg ?? null })),
    answer,
    explanation: row.explanation,
  };
}

export function toAdminQuiz(quiz: QuizEntity, questions: QuestionEntity[], attempts: AttemptCounts): AdminQuiz {
  return {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    description: quiz.description,
    coverImage: quiz.coverImage,
    category: quiz.category,
    timeLimitSeconds: quiz.timeLimitSeconds,
    passPercent: quiz.passPercent,
    courseSlug: quiz.courseSlug,
    topics: quiz.topics,
    status: quiz.publishedAt ? 'published' : 'draft',
    publishedAt: quiz.publishedAt?.toISOString() ?? null,
    version: quiz.version,
    attemptCount: attempts.all,
    versionAttemptCount: attempts.version,
    updatedAt: quiz.updatedAt.toISOString(),
    questions: questions.map(toAdminQuestion),
  };
}

export interface AdminQuizListRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  version: number;
  publishedAt: Date | null;
  updatedAt: Date;
  questionCount: number;
  attemptCount: number;
}

export function toAdminQuizSummary(row: AdminQuizListRow): AdminQuizSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: row.publishedAt ? 'published' : 'draft',
    version: Number(row.version),
    questionCount: Number(row.questionCount),
    attemptCount: Number(row.attemptCount),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A key for a question the editor just added, unique in the quiz. */
function newKey(taken: Set<string>): string {
  let key: string;
  do key = `q-${randomBytes(4).toString('hex')}`;
  while (taken.has(key));
  taken.add(key);
  return key;
}

/** The editor's questions as rows to write, each with a key; empty explanations and figures become null. */
export function toQuestionRows(questions: readonly AdminQuestionInput[]): QuestionRow[] {
  const taken = new Set(questions.flatMap((question) => (question.key ? [question.key] : [])));
  return questions.map((question) => ({
    key: question.key ?? newKey(taken),
    kind: question.kind,
    prompt: question.prompt,
    figure: question.figure?.trim() ? question.figure : null,
    options: ['single', 'multiple', 'ordering'].includes(question.kind) ? question.options : null,
    answer: question.answer,
    explanation: question.explanation?.trim() ? question.explanation : null,
  }));
}
