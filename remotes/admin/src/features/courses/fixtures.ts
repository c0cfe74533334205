import type { AdminCourse, AdminLessonItem } from '@site/contracts';

export const lesson = (id: number, title: string, fields: Partial<AdminLessonItem> = {}): AdminLessonItem => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  position: 1,
  status: 'published',
  completionCount: 0,
  ...fields,
});

export const COURSE: AdminCourse = {
  id: 7,
  slug: 'logic-and-proof',
  title: 'Logic and Proof',
  status: 'published',
  lessonCount: 3,
  publishedLessonCount: 2,
  enrolmentCount: 5,
  updatedAt: '2026-11-02T09:00:00.000Z',
  summary: 'Arguments, checked.',
  description: 'From *truth tables* to proofs.',
  coverImage: null,
  level: 'Beginner',
  estimatedMinutes: 90,
  topics: ['Mathematics'],
  publishedAt: '2026-10-01T09:00:00.000Z',
  lessons: [
    lesson(1, 'Intro', { position: 1, completionCount: 4 }),
    lesson(2, 'Truth tables', { position: 2, completionCount: 1 }),
    lesson(3, 'Proofs', { position: 3, status: 'draft' }),
  ],
};
