import { screen, within } from '@testing-library/react';
import type { AttemptSummary, MyCourse } from '@site/contracts';
import { mockFetch, reader, renderWithProviders } from '@site/testing';
import { MyLearningWidget } from './MyLearningWidget';

const course: MyCourse = {
  slug: 'logic-and-proof',
  title: 'Logic and Proof',
  summary: 'From propositions to proofs.',
  coverImage: null,
  level: 'Beginner',
  estimatedMinutes: 90,
  lessonCount: 5,
  enrolledAt: '2025-02-20T09:00:00.000Z',
  progress: { completed: 2, total: 5, percent: 40 },
  nextLessonSlug: 'quantifiers',
};

const attempt = (attemptId: number, status: 'open' | 'submitted'): AttemptSummary => ({
  attemptId,
  quizSlug: 'physics-concepts',
  quizTitle: 'Physics Concepts',
  category: 'physics',
  status,
  startedAt: '2025-03-01T10:00:00.000Z',
  submittedAt: status === 'submitted' ? '2025-03-01T10:10:00.000Z' : null,
  score: status === 'submitted' ? 17 : null,
  maxScore: status === 'submitted' ? 22 : null,
  percent: status === 'submitted' ? 77 : null,
  passed: status === 'submitted' ? true : null,
});

test('a visitor sees only a login hint', async () => {
  const server = mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Not logged in' } } });
  renderWithProviders(<MyLearningWidget />);
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/auth');
  expect(screen.queryByText('Courses')).toBeNull();
  expect(server).toHaveBeenCalledTimes(1);
});

test('empty states link to the courses and the quizzes', async () => {
  mockFetch({
    'GET /api/user': { body: reader },
    'GET /api/elearning/me/courses': { body: [] },
    'GET /api/elearning/me/attempts': { body: [attempt(3, 'open')] },
  });
  renderWithProviders(<MyLearningWidget />);
  expect(await screen.findByRole('link', { name: 'Browse the courses' })).toHaveProperty('pathname', '/courses');
  expect(await screen.findByRole('link', { name: 'Try a quiz' })).toHaveProperty('pathname', '/quizzes');
});

test('lists enrolled courses with progress and Continue, and recent results with score and date', async () => {
  mockFetch({
    'GET /api/user': { body: reader },
    'GET /api/elearning/me/courses': { body: [course] },
    'GET /api/elearning/me/attempts': { body: [attempt(4, 'open'), attempt(2, 'submitted')] },
  });
  renderWithProviders(<MyLearningWidget />);
  const bar = await screen.findByRole('progressbar', { name: 'Logic and Proof progress' });
  expect(bar.getAttribute('aria-valuenow')).toBe('2');
  expect(screen.getByText('2 of 5 lessons (40%)')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continue Logic and Proof' }).getAttribute('href')).toBe(
    '/courses/logic-and-proof?lesson=quantifiers',
  );
  const result = (await screen.findByRole('link', { name: 'Physics Concepts' })).closest('li')!;
  expect(within(result).getByText('17 / 22 (77%)')).toBeTruthy();
  expect(within(result).getByText('Mar 1, 2025')).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'Physics Concepts' })).toHaveLength(1);
});
