import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { topicList } from './topic-list.js';

export const QUESTION_KINDS = ['single', 'multiple', 'true-false', 'numeric', 'ordering'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionSeed {
  key: string;
  position: number;
  kind: QuestionKind;
  prompt: string;
  figure: string | null;
  options: unknown[] | null;
  answer: unknown;
  explanation: string | null;
}

export interface QuizSeed {
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  category: string;
  timeLimitSeconds: number | null;
  passPercent: number;
  courseSlug: string | null;
  topics: string[];
  norms: unknown;
  questions: QuestionSeed[];
  /** sha256 of everything above, so an unchanged file is recognised and skipped. */
  contentHash: string;
}

/** Bump when the mapping below changes, so every quiz is rewritten once. */
const SEED_FORMAT = 2;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(fields: Fields, name: string, where: string, max = Infinity): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: ${name} must be non-empty text`);
  if (value.length > max) throw new Error(`${where}: ${name} must be at most ${max} characters`);
  return value;
}

function optionalText(fields: Fields, name: string, where: string, max = Infinity): string | null {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new Error(`${where}: ${name} must be text or null`);
  if (value.length > max) throw new Error(`${where}: ${name} must be at most ${max} characters`);
  return value;
}

function wholeNumber(fields: Fields, name: string, where: string, min: number, max: number): number | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new Error(`${where}: ${name} must be a whole number from ${min} to ${max}`);
  }
  return value as number;
}

function toQuestion(value: unknown, index: number, file: string): QuestionSeed {
  const where = `${file} question ${index + 1}`;
  if (!isFields(value)) throw new Error(`${where}: must be a mapping`);
  const kind = value.kind as QuestionKind;
  if (!QUESTION_KINDS.includes(kind)) throw new Error(`${where}: kind must be one of ${QUESTION_KINDS.join(', ')}`);
  if (value.answer === undefined || value.answer === null) throw new Error(`${where}: answer is missing`);
  if (value.options !== undefined && value.options !== null && !Array.isArray(value.options)) {
    throw new Error(`${where}: options must be a list`);
  }
  return {
    key: text(value, 'id', where, 100),
    position: index + 1,
    kind,
    prompt: text(value, 'prompt', where),
    figure: optionalText(value, 'figure', where),
    options: (value.options as unknown[] | undefined) ?? null,
    answer: value.answer,
    explanation: optionalText(value, 'explanation', where),
  };
}

/** Parses and checks one `seed/quizzes/<slug>.yaml`; throws with the file and field at fault. */
export function parseQuizFile(file: string, source: string): QuizSeed {
  const doc: unknown = parse(source);
  if (!isFields(doc)) throw new Error(`${file}: must be a mapping`);
  const slug = text(doc, 'slug', file);
  if (!SLUG.test(slug)) throw new Error(`${file}: slug must be lower-case letters, digits and dashes`);
  if (!Array.isArray(doc.questions) || doc.questions.length === 0) throw new Error(`${file}: questions are missing`);
  const questions = doc.questions.map((question, index) => toQuestion(question, index, file));
  const keys = new Set(questions.map((question) => question.key));
  if (keys.size !== questions.length) throw new Error(`${file}: question ids must be unique`);
  const quiz: Omit<QuizSeed, 'contentHash'> = {
    slug,
    title: text(doc, 'title', file, 300),
    description: optionalText(doc, 'description', file) ?? '',
    coverImage: optionalText(doc, 'coverImage', file, 2048),
    category: optionalText(doc, 'category', file, 50) ?? 'quiz',
    timeLimitSeconds: wholeNumber(doc, 'timeLimitSeconds', file, 1, 86_400),
    passPercent: wholeNumber(doc, 'passPercent', file, 0, 100) ?? 60,
    courseSlug: optionalText(doc, 'course', file, 200),
    topics: topicList(doc.topics, file),
    norms: doc.norms ?? null,
    questions,
  };
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ format: SEED_FORMAT, quiz }))
    .digest('hex');
  return { ...quiz, contentHash };
}
