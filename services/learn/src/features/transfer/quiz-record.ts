import { questionsProblem, type AdminQuestionInput } from '@site/contracts';
import { parseQuizFile, type QuizSeed } from '../seed/quiz-file.js';
import { normalRow, storedOptions, type QuestionRow } from '../quizzes/question-rows.js';
import type { QuestionEntity } from '../quizzes/question.entity.js';
import type { QuizEntity } from '../quizzes/quiz.entity.js';
import { ArchiveFileProblem } from './archive-file-problem.js';

/**
 * A quiz in the archive: the fields of a seed file (so `quizzes/<slug>.json` reads as one, JSON being YAML)
 * plus when it was published. The one place a new quiz field is added for export and import.
 */
export interface QuizRecord {
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  category: string;
  timeLimitSeconds: number | null;
  passPercent: number;
  course: string | null;
  topics: string[];
  norms: unknown;
  /** Null for a draft. */
  publishedAt: string | null;
  questions: {
    id: string;
    kind: string;
    prompt: string;
    figure: string | null;
    options: unknown;
    answer: unknown;
    explanation: string | null;
  }[];
}

const questionOf = (row: QuestionRow): QuizRecord['questions'][number] => {
  const { key, ...question } = normalRow(row);
  return { id: key, ...question };
};

export const quizRecordOf = (quiz: QuizEntity, questions: QuestionEntity[]): QuizRecord => ({
  slug: quiz.slug,
  title: quiz.title,
  description: quiz.description,
  coverImage: quiz.coverImage,
  category: quiz.category,
  timeLimitSeconds: quiz.timeLimitSeconds,
  passPercent: quiz.passPercent,
  course: quiz.courseSlug,
  topics: quiz.topics,
  norms: quiz.norms ?? null,
  publishedAt: quiz.publishedAt ? quiz.publishedAt.toISOString() : null,
  questions: [...questions].sort((a, b) => a.position - b.position).map(questionOf),
});

const STAND_IN = { id: 'stand-in', kind: 'true-false', prompt: 'Stand-in', answer: true };

/** The quiz of a file, checked as a seed file is (kinds, answers, unique question ids, the site's topics). */
export function readQuizRecord(
  file: string,
  text: string,
  slugFromName: string,
): { record: QuizRecord; seed: QuizSeed } {
  let seed: QuizSeed;
  let publishedAt: unknown;
  try {
    const parsed = JSON.parse(text) as { publishedAt?: unknown; questions?: unknown };
    publishedAt = parsed?.publishedAt ?? null;
    // The editor keeps drafts without questions, which a seed file may not be: checked as one with a stand-in.
    const draftWithout = Array.isArray(parsed?.questions) && parsed.questions.length === 0 && publishedAt === null;
    seed = parseQuizFile(file, draftWithout ? JSON.stringify({ ...parsed, questions: [STAND_IN] }) : text);
    if (draftWithout) seed = { ...seed, questions: [] };
  } catch (error) {
    const message = error instanceof SyntaxError ? `${file}: not valid JSON.` : (error as Error).message;
    throw new ArchiveFileProblem(message);
  }
  if (seed.slug !== slugFromName) throw new ArchiveFileProblem(`${file}: the slug must match the file's name.`);
  // The editor's own rules: an answer that fits its kind and options (a single choice names one of them…).
  const problem = questionsProblem(
    seed.questions.map((question) => {
      const { key, kind, prompt, figure, options, answer, explanation } = normalRow(question);
      return {
        key,
        kind,
        prompt,
        figure,
        options: storedOptions(options) ?? [],
        answer,
        explanation,
      } as AdminQuestionInput;
    }),
  );
  if (problem) throw new ArchiveFileProblem(`${file}: ${problem}`);
  if (publishedAt !== null && (typeof publishedAt !== 'string' || Number.isNaN(Date.parse(publishedAt)))) {
    throw new ArchiveFileProblem(`${file}: publishedAt must be a date and time (ISO 8601) or null.`);
  }
  const record: QuizRecord = {
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    coverImage: seed.coverImage,
    category: seed.category,
    timeLimitSeconds: seed.timeLimitSeconds,
    passPercent: seed.passPercent,
    course: seed.courseSlug,
    topics: seed.topics,
    norms: seed.norms ?? null,
    publishedAt: publishedAt === null ? null : new Date(publishedAt as string).toISOString(),
    questions: seed.questions.map(questionOf),
  };
  return { record, seed };
}

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
