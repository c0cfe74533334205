import { screen, within } from '@testing-library/react';
import type { AdminCourseSummary } from '@site/contracts';
import { mockFetch, renderWithProviders } from '@site/testing';
import CoursesPage from './CoursesPage';

const COURSES: AdminCourseSummary[] = [
  {
    id: 7,
    slug: 'logic-and-proof',
    title: 'Logic and Proof',
    status: 'published',
    lessonCount: 4,
    publishedLessonCount: 3,
    enrolmentCount: 12,
    updatedAt: '2026-11-02T09:00:00.000Z',
  },
  {
    id: 9,
    slug: 'soil',
    title: 'Soil',
    status: 'draft',
    lessonCount: 0,
    publishedLessonCount: 0,
    enrolmentCount: 0,
    updatedAt: '2026-11-05T09:00:00.000Z',
  },
];

test('lists every course, last edited first, with its status, lessons and readers, each linking to its editor', async () => {
  mockFetch({ 'GET /api/admin/courses': { body: COURSES } });
  renderWithProviders(<CoursesPage />, { route: '/admin/courses' });
  expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New course' }).getAttribute('href')).toBe('/admin/courses/new');

  const table = await screen.findByRole('table', { name: 'Courses, last edited first' });
  const [, soil, logic] = within(table).getAllByRole('row');
  expect(within(logic).getByRole('link', { name: 'Logic and Proof' }).getAttribute('href')).toBe('/admin/courses/7');
  expect(
    within(logic)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Published', '3 of 4 published', '12', 'Nov 2, 2026']);
  expect(within(soil).getByRole('link', { name: 'Soil' }).getAttribute('href')).toBe('/admin/courses/9');
  expect(
    within(soil)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Draft', 'No lessons yet', '0', 'Nov 5, 2026']);
  expect(screen.getByRole('status').textContent).toBe('2 courses.');
});

test('says why the list could not be loaded', async () => {
  mockFetch({
    'GET /api/admin/courses': { status: 403, body: { message: 'Only the site administrator can do this.' } },
  });
  renderWithProviders(<CoursesPage />, { route: '/admin/courses' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The courses could not be loaded: Only the site administrator can do this.',
  );
});
