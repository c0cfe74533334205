import type { SearchKind } from '@site/contracts';

/** How the results page names each kind: one hit's label and a group's heading. */
export const SEARCH_KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  essay: { one: 'Essay', many: 'Essays' },
  journal: { one: 'Journal entry', many: 'Journal entries' },
  topic: { one: 'Topic', many: 'Topics' },
  library: { one: 'Library', many: 'Library' },
  episode: { one: 'Podcast', many: 'Podcast' },
  course: { one: 'Course', many: 'Courses' },
  lesson: { one: 'Lesson', many: 'Lessons' },
  quiz: { one: 'Quiz', many: 'Quizzes' },
};
