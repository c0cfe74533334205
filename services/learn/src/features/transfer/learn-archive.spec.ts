import { strToU8, zipSync } from 'fflate';
import type { CourseRecord } from './course-record.js';
import { readLearnArchive, zipLearnArchive } from './learn-archive.js';
import { readQuizRecord } from './quiz-record.js';

const quiz = readQuizRecord(
  'quizzes/ice-check.json',
  JSON.stringify({
    slug: 'ice-check',
    title: 'Ice check',
    publishedAt: '2026-01-02T03:04:05Z',
    questions: [{ id: 'q1', kind: 'true-false', prompt: 'Is ice water?', answer: true }],
  }),
  'ice-check',
).record;

const course: CourseRecord = {
  slug: 'ice-ages',
  title: 'Ice Ages',
  summary: '',
  description: '',
  coverImage: null,
  level: null,
  estimatedMinutes: null,
  topics: [],
  draft: false,
  lessons: [
    { slug: 'orbits', position: 1, title: 'Orbits', body: 'The axis wobbles.', quizSlug: 'ice-check', draft: false },
  ],
};

describe('the learn part of the archive', () => {
  it('reads back the quizzes and courses it was zipped from', () => {
    const read = readLearnArchive(zipLearnArchive([quiz], [course]));
    expect(read.quizzes.map(({ record }) => record)).toEqual([quiz]);
    expect(read.courses.map(({ record }) => record)).toEqual([course]);
  });

  it('takes folder entries and an archive of courses alone', () => {
    const read = readLearnArchive(
      zipSync({
        'courses/': new Uint8Array(),
        'courses/ice-ages/': new Uint8Array(),
        'courses/ice-ages/course.json': strToU8(JSON.stringify({ slug: 'ice-ages', title: 'Ice Ages' })),
        'courses/ice-ages/lessons/01-orbits.md': strToU8('---\ntitle: Orbits\n---\nThe axis wobbles.'),
      }),
    );
    expect(read.quizzes).toEqual([]);
    expect(read.courses.map(({ record }) => record.lessons.map((lesson) => lesson.slug))).toEqual([['orbits']]);
  });

  it.each([['courses/ice-ages/notes.txt'], ['courses/ice-ages/lessons/extra/01-a.md'], ['essays/on-doubt.md']])(
    'refuses %s, a file outside the layout',
    (path) => {
      expect(() => readLearnArchive(zipSync({ [path]: strToU8('x') }))).toThrow(
        `${path}: not a file of this part (quizzes/<slug>.json, courses/<slug>/course.json or courses/<slug>/lessons/NN-<slug>.md).`,
      );
    },
  );

  it('refuses lessons whose course has no course.json', () => {
    expect(() =>
      readLearnArchive(zipSync({ 'courses/ice-ages/lessons/01-orbits.md': strToU8('---\ntitle: Orbits\n---\nText') })),
    ).toThrow('courses/ice-ages/course.json: missing');
  });

  it('refuses what is not a zip', () => {
    expect(() => readLearnArchive(strToU8('plain text'))).toThrow('(archive): not a readable zip archive.');
  });
});
