import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { CourseSeed } from '../seed/course-file.js';
import type { QuizSeed } from '../seed/quiz-file.js';
import { ArchiveFileProblem } from './archive-file-problem.js';
import { COURSE_FILE, courseFiles, readCourseRecord, type CourseRecord } from './course-record.js';
import { readQuizRecord, type QuizRecord } from './quiz-record.js';

const QUIZ_PATH = /^quizzes\/([^/]+)\.json$/;
const COURSE_PATH = /^courses\/([^/]+)\/(course\.json|lessons\/[^/]+)$/;
const LAYOUT = `quizzes/<slug>.json, courses/<slug>/${COURSE_FILE} or courses/<slug>/lessons/NN-<slug>.md`;

/** What the learn service's part of the archive holds, each item checked. */
export interface LearnArchive {
  quizzes: { record: QuizRecord; seed: QuizSeed }[];
  courses: { record: CourseRecord; seed: CourseSeed }[];
}

/** The part's zip: `quizzes/<slug>.json`, and for each course `courses/<slug>/` as the seed lays it out. */
export function zipLearnArchive(quizzes: QuizRecord[], courses: CourseRecord[]): Uint8Array {
  const files: Record<string, string> = Object.assign(
    Object.fromEntries(quizzes.map((quiz) => [`quizzes/${quiz.slug}.json`, `${JSON.stringify(quiz, null, 2)}\n`])),
    ...courses.map(courseFiles),
  );
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])), {
    level: 6,
  });
}

/** Reads and checks every file of the part; throws `ArchiveFileProblem` naming the first file at fault. */
export function readLearnArchive(archive: Uint8Array): LearnArchive {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive);
  } catch {
    throw new ArchiveFileProblem('(archive): not a readable zip archive.');
  }
  const quizzes: LearnArchive['quizzes'] = [];
  const courseFolders = new Map<string, { course?: string; lessons: Record<string, string> }>();
  // Folder entries carry no data.
  for (const path of Object.keys(files)
    .filter((name) => !name.endsWith('/'))
    .sort()) {
    const text = strFromU8(files[path]);
    const quiz = QUIZ_PATH.exec(path);
    const course = COURSE_PATH.exec(path);
    if (quiz) {
      quizzes.push(readQuizRecord(path, text, quiz[1]));
    } else if (course) {
      const folder = courseFolders.get(course[1]) ?? { lessons: {} };
      if (course[2] === COURSE_FILE) folder.course = text;
      else folder.lessons[path] = text;
      courseFolders.set(course[1], folder);
    } else {
      throw new ArchiveFileProblem(`${path}: not a file of this part (${LAYOUT}).`);
    }
  }
  const courses = [...courseFolders].map(([slug, { course, lessons }]) => readCourseRecord(slug, course, lessons));
  return { quizzes, courses };
}
