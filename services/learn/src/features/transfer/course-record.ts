import { stringify } from 'yaml';
import type { CourseEntity } from '../courses/course.entity.js';
import type { LessonEntity } from '../courses/lesson.entity.js';
import { parseCourse, type CourseSeed, type LessonSeed } from '../seed/course-file.js';
import { ArchiveFileProblem } from './archive-file-problem.js';

/**
 * A course in the archive: the fields of its seed files, its lessons in order. The one place a new course or
 * lesson field is added for export and import. Enrolments and completions are the learners', not content.
 */
export type CourseRecord = Omit<CourseSeed, 'contentHash'>;

export const COURSE_FILE = 'course.json';
export const courseFolder = (slug: string) => `courses/${slug}`;

type LessonRow = Pick<LessonEntity, 'slug' | 'position' | 'title' | 'body' | 'quizSlug' | 'publishedAt'>;

export const courseRecordOf = (course: CourseEntity, lessons: LessonRow[]): CourseRecord => ({
  slug: course.slug,
  title: course.title,
  summary: course.summary,
  description: course.description,
  coverImage: course.coverImage,
  level: course.level,
  estimatedMinutes: course.estimatedMinutes,
  topics: course.topics,
  draft: course.publishedAt === null,
  lessons: [...lessons]
    .sort((a, b) => a.position - b.position)
    .map(({ slug, position, title, body, quizSlug, publishedAt }) => ({
      slug,
      position,
      title,
      body,
      quizSlug,
      draft: publishedAt === null,
    })),
});

const lessonFileName = ({ position, slug }: LessonSeed) => `${String(position).padStart(2, '0')}-${slug}.md`;

/** A lesson as the seed writes it: `title`, `quiz` and `draft` (when they apply) as front matter, then the markdown. */
function lessonText({ title, quizSlug, body, draft }: LessonSeed): string {
  const fields = { title, ...(quizSlug === null ? {} : { quiz: quizSlug }), ...(draft ? { draft } : {}) };
  // No folding: a long title stays on its line, as an author would write it.
  const front = stringify(fields, { lineWidth: 0 });
  return `---\n${front}---\n\n${body}\n`;
}

/** `courses/<slug>/course.json` and `courses/<slug>/lessons/NN-<lesson>.md`: the seed's own layout. */
export function courseFiles(record: CourseRecord): Record<string, string> {
  const { lessons, draft, ...course } = record;
  const folder = courseFolder(record.slug);
  return {
    // `draft` only where it is true, as an author would write it.
    [`${folder}/${COURSE_FILE}`]: `${JSON.stringify(draft ? { ...course, draft } : course, null, 2)}\n`,
    ...Object.fromEntries(
      lessons.map((lesson) => [`${folder}/lessons/${lessonFileName(lesson)}`, lessonText(lesson)] as const),
    ),
  };
}

/**
 * The course of one folder of the archive (its `course.json` text, if there is one, and its lesson files by
 * path), checked as a seed course is: throws `ArchiveFileProblem` naming the file at fault.
 */
export function readCourseRecord(
  slug: string,
  courseText: string | undefined,
  lessonFiles: Record<string, string>,
): { record: CourseRecord; seed: CourseSeed } {
  const folder = courseFolder(slug);
  const file = `${folder}/${COURSE_FILE}`;
  if (courseText === undefined) {
    throw new ArchiveFileProblem(`${file}: missing; a course's folder holds its ${COURSE_FILE} beside its lessons.`);
  }
  try {
    JSON.parse(courseText);
  } catch {
    throw new ArchiveFileProblem(`${file}: not valid JSON.`);
  }
  let seed: CourseSeed;
  try {
    seed = parseCourse(folder, courseText, lessonFiles, COURSE_FILE);
  } catch (error) {
    throw new ArchiveFileProblem((error as Error).message);
  }
  if (seed.slug !== slug) throw new ArchiveFileProblem(`${file}: the slug must match the folder's name.`);
  const { contentHash: _contentHash, ...record } = seed;
  return { record, seed };
}
