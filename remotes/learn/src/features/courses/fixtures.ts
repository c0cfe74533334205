import type { CourseDetail, CourseSummary, LessonContent } from '@site/contracts';

export const logicSummary: CourseSummary = {
  slug: 'logic-and-proof',
  title: 'Logic and Proof',
  summary: 'From propositions to proofs by induction and contradiction.',
  coverImage: null,
  level: 'Beginner',
  estimatedMinutes: 90,
  lessonCount: 2,
};

export const logicCourse = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  ...logicSummary,
  description: '## What you will learn\nHow to read and write a proof.',
  lessons: [
    { slug: 'propositions', title: 'Propositions and connectives', position: 1, quizSlug: null, completed: false },
    {
      slug: 'truth-tables',
      title: 'Truth tables and validity',
      position: 2,
      quizSlug: 'logic-check',
      completed: false,
    },
  ],
  enrolled: false,
  progress: null,
  ...overrides,
});

export const firstLesson = (overrides: Partial<LessonContent> = {}): LessonContent => ({
  courseSlug: 'logic-and-proof',
  slug: 'propositions',
  title: 'Propositions and connectives',
  position: 1,
  body: '## A proposition\nA statement that is true or false.\n\nNot a question, not a command.',
  html: '<h2>A proposition</h2>\n<p>A statement that is true or false.</p>\n<p>Not a question, not a command.</p>\n',
  quizSlug: 'logic-check',
  previousSlug: null,
  nextSlug: 'truth-tables',
  completed: false,
  ...overrides,
});
