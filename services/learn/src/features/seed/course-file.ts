import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { topicList } from './topic-list.js';

export interface LessonSeed {
  slug: string;
  position: number;
  title: string;
  body: string;
  quizSlug: string | null;
  /** Written but not yet for readers (front matter `draft: true`). */
  draft: boolean;
}

export interface CourseSeed {
  slug: string;
  title: string;
  summary: string;
  description: string;
  coverImage: string | null;
  level: string | null;
  estimatedMinutes: number | null;
  topics: string[];
  /** The whole course is hidden from readers (`draft: true`). */
  draft: boolean;
  lessons: LessonSeed[];
  /** sha256 of everything above, so an unchanged course is recognised and skipped. */
  contentHash: string;
}

/** Bump when the mapping below changes, so every course is rewritten once. */
const SEED_FORMAT = 3;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const LESSON_FILE = /^(\d{1,3})-([a-z0-9][a-z0-9-]{0,199})\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const COURSE_FIELDS = [
  'slug',
  'title',
  'summary',
  'description',
  'coverImage',
  'level',
  'estimatedMinutes',
  'topics',
  'draft',
];
const LESSON_FIELDS = ['title', 'quiz', 'draft'];

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(fields: Fields, name: string, where: string, max = Infinity): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: ${name} must be non-empty text`);
  if (value.length > max) throw new Error(`${where}: ${name} must be at most ${max} characters`);
  return value.trim();
}

function optionalText(fields: Fields, name: string, where: string, max = Infinity): string | null {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new Error(`${where}: ${name} must be text or null`);
  if (value.length > max) throw new Error(`${where}: ${name} must be at most ${max} characters`);
  return value.trim();
}

function flag(fields: Fields, name: string, where: string): boolean {
  const value = fields[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new Error(`${where}: ${name} must be true or false`);
  return value;
}

function yamlOf(source: string, where: string): unknown {
  try {
    return parse(source);
  } catch (error) {
    throw new Error(`${where}: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

/** A misspelt field would otherwise be dropped without a word. */
function knownFields(fields: Fields, known: string[], where: string): void {
  const unknown = Object.keys(fields).find((name) => !known.includes(name));
  if (unknown !== undefined) throw new Error(`${where}: unknown field ${unknown} (known: ${known.join(', ')})`);
}

/** True for a lesson file name (`NN-<slug>.md`). */
export const isLessonFile = (name: string) => LESSON_FILE.test(name);

/**
 * Parses one `lessons/NN-<slug>.md`: front matter `title`, optional `quiz` and `draft`, then the markdown body.
 * `file` may be a path; its last segment is the name.
 */
export function parseLessonFile(file: string, source: string): LessonSeed {
  const name = LESSON_FILE.exec(file.slice(file.lastIndexOf('/') + 1));
  if (!name) throw new Error(`${file}: lesson files are named NN-<slug>.md`);
  const parts = FRONT_MATTER.exec(source);
  if (!parts) throw new Error(`${file}: front matter (--- title: … ---) is missing`);
  const front = yamlOf(parts[1], file);
  if (!isFields(front)) throw new Error(`${file}: front matter must be a mapping`);
  knownFields(front, LESSON_FIELDS, file);
  const quizSlug = optionalText(front, 'quiz', file, 200);
  if (quizSlug !== null && !SLUG.test(quizSlug)) throw new Error(`${file}: quiz must be a quiz slug`);
  const body = parts[2].trim();
  if (body === '') throw new Error(`${file}: the lesson has no body`);
  return {
    slug: name[2],
    position: Number(name[1]),
    title: text(front, 'title', file, 300),
    body,
    quizSlug,
    draft: flag(front, 'draft', file),
  };
}

/**
 * Parses `courses/<slug>/course.yaml` (or the archive's `course.json`, JSON being YAML) with its lesson files
 * (name or path → source), lessons ordered by their number. Throws naming the file and field at fault.
 */
export function parseCourse(
  dir: string,
  courseSource: string,
  lessonFiles: Record<string, string>,
  courseFileName = 'course.yaml',
): CourseSeed {
  const file = `${dir}/${courseFileName}`;
  const doc = yamlOf(courseSource, file);
  if (!isFields(doc)) throw new Error(`${file}: must be a mapping`);
  knownFields(doc, COURSE_FIELDS, file);
  const slug = text(doc, 'slug', file, 200);
  if (!SLUG.test(slug)) throw new Error(`${file}: slug must be lower-case letters, digits and dashes`);
  const minutes = doc.estimatedMinutes;
  if (minutes !== undefined && minutes !== null && (!Number.isInteger(minutes) || (minutes as number) < 1)) {
    throw new Error(`${file}: estimatedMinutes must be a positive whole number`);
  }
  const lessons: LessonSeed[] = [];
  for (const name of Object.keys(lessonFiles).sort()) {
    const lesson = parseLessonFile(name, lessonFiles[name]);
    if (lessons.some((other) => other.slug === lesson.slug)) {
      throw new Error(`${name}: another lesson of the course has the slug ${lesson.slug}; lesson slugs must be unique`);
    }
    if (lessons.some((other) => other.position === lesson.position)) {
      throw new Error(
        `${name}: another lesson of the course has the number ${lesson.position}; lesson numbers must be unique`,
      );
    }
    lessons.push(lesson);
  }
  if (lessons.length === 0) throw new Error(`${file}: the course has no lessons`);
  lessons.sort((a, b) => a.position - b.position);
  const course: Omit<CourseSeed, 'contentHash'> = {
    slug,
    title: text(doc, 'title', file, 300),
    summary: optionalText(doc, 'summary', file) ?? '',
    description: optionalText(doc, 'description', file) ?? '',
    coverImage: optionalText(doc, 'coverImage', file, 2048),
    level: optionalText(doc, 'level', file, 50),
    estimatedMinutes: (minutes as number | null | undefined) ?? null,
    topics: topicList(doc.topics, file),
    draft: flag(doc, 'draft', file),
    lessons,
  };
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ format: SEED_FORMAT, course }))
    .digest('hex');
  return { ...course, contentHash };
}
