import type { SearchKind } from '@site/contracts';

/**
 * How the results page names each kind: one hit's label, a group's heading and, for a kind whose results
 * list their matching parts, what those parts are.
 */
export const SEARCH_KIND_LABELS: Record<SearchKind, { one: string; many: string; parts?: string }> = {
  essay: { one: 'Essay', many: 'Essays' },
  journal: { one: 'Journal entry', many: 'Journal entries' },
  topic: { one: 'Topic', many: 'Topics' },
  library: { one: 'Library', many: 'Library' },
  episode: { one: 'Podcast', many: 'Podcast', parts: 'Moments' },
  course: { one: 'Course', many: 'Courses', parts: 'Lessons' },
  lesson: { one: 'Lesson', many: 'Lessons' },
  quiz: { one: 'Quiz', many: 'Quizzes' },
};
