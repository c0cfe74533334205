import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockFetch, reader, renderWithProviders } from '@site/testing';
import CourseListPage from './CourseListPage';
import { courseQuery } from './api/course';
import CoursePage from './CoursePage';
import EnrollPage from './EnrollPage';
import { firstLesson, logicCourse, logicSummary } from './fixtures';

const COURSE = 'GET /api/elearning/courses/logic-and-proof';
const ENROL = 'POST /api/elearning/courses/logic-and-proof/enroll';
const LESSON1 = 'GET /api/elearning/courses/logic-and-proof/lessons/propositions';
const LESSON2 = 'GET /api/elearning/courses/logic-and-proof/lessons/truth-tables';
const COMPLETE1 = 'POST /api/elearning/courses/logic-and-proof/lessons/propositions/complete';
const enrolled = { courseSlug: 'logic-and-proof', enrolledAt: '2025-03-01T10:00:00.000Z' };

test('the course list shows a card per course', async () => {
  mockFetch({ 'GET /api/elearning/courses': { body: [logicSummary] } });
  renderWithProviders(<CourseListPage />, { route: '/learn' });
  const card = await screen.findByRole('link', { name: /Logic and Proof/ });
  expect(card).toHaveProperty('pathname', '/courses/logic-and-proof');
  expect(within(card).getByText('Beginner · 1 h 30 min · 2 lessons')).toBeTruthy();
});

test('a visitor is sent to log in to enrol', async () => {
  mockFetch({
    'GET /api/user': { status: 401, body: { message: 'Not logged in' } },
    [COURSE]: { body: logicCourse() },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, { route: '/courses/logic-and-proof' });
  expect(await screen.findByRole('link', { name: 'Log in to enrol' })).toHaveProperty('pathname', '/auth');
  expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeTruthy();
});

test("a signed-in reader's enrolment follows the visitor's copy the page came with, never mixed with it", async () => {
  const server = mockFetch({
    'GET /api/user': { body: reader },
    [COURSE]: { body: logicCourse({ enrolled: true, progress: { completed: 0, total: 2, percent: 0 } }) },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, {
    route: '/courses/logic-and-proof',
    queryData: [[courseQuery('logic-and-proof').queryKey, logicCourse()]],
  });
  // Drawn at once from the copy the server drew; nothing about enrolment until the reader's own copy is here.
  expect(screen.getByRole('heading', { level: 1, name: 'Logic and Proof' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  expect(await screen.findByRole('link', { name: 'Start the course' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  expect(server.requested('/api/elearning/courses/logic-and-proof')).toHaveLength(1);
});

test('enrol → the progress bar and a start link appear', async () => {
  const user = userEvent.setup();
  const server = mockFetch({
    'GET /api/user': { body: reader },
    [COURSE]: { body: logicCourse() },
    [ENROL]: { status: 201, body: { ...enrolled, progress: { completed: 0, total: 2, percent: 0 } } },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, { route: '/courses/logic-and-proof' });
  const enrolButton = await screen.findByRole('button', { name: 'Enrol' });
  server.set(COURSE, { body: logicCourse({ enrolled: true, progress: { completed: 0, total: 2, percent: 0 } }) });
  await user.click(enrolButton);
  const bar = await screen.findByRole('progressbar', { name: 'Course progress' });
  expect(bar.getAttribute('aria-valuenow')).toBe('0');
  expect(screen.getByText('0 of 2 lessons complete (0%)')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Start the course' }).getAttribute('href')).toBe(
    '/courses/logic-and-proof?lesson=propositions',
  );
  expect(server.bodies(ENROL)).toHaveLength(1);
});

test('the reader marks a lesson complete: tick, progress and the lesson quiz link', async () => {
  const user = userEvent.setup();
  const server = mockFetch({
    'GET /api/user': { body: reader },
    [COURSE]: { body: logicCourse({ enrolled: true, progress: { completed: 0, total: 2, percent: 0 } }) },
    [LESSON1]: { body: firstLesson() },
    [COMPLETE1]: {
      body: {
        courseSlug: 'logic-and-proof',
        lessonSlug: 'propositions',
        completedAt: '2025-03-01T10:05:00.000Z',
        progress: { completed: 1, total: 2, percent: 50 },
      },
    },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, { route: '/courses/logic-and-proof?lesson=propositions' });
  expect(await screen.findByRole('heading', { name: 'Propositions and connectives' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'A proposition' })).toBeTruthy();
  expect(screen.getByText('Not a question, not a command.')).toBeTruthy();
  expect(screen.getByRole('link', { name: /take the lesson's quiz/ })).toHaveProperty(
    'pathname',
    '/quizzes/logic-check',
  );
  expect(screen.getByRole('link', { name: 'Next lesson →' }).getAttribute('href')).toBe(
    '/courses/logic-and-proof?lesson=truth-tables',
  );

  // Everyone's copy of the lesson, then the reader's own, whose button replaces the first (this fake answers both as
  // enrolled): a press on the first as it goes does nothing.
  await waitFor(() => expect(server.requested(LESSON1.split(' ')[1])).toHaveLength(2));
  // From here the server answers as it would once the lesson is done.
  server.set(COURSE, {
    body: logicCourse({
      enrolled: true,
      progress: { completed: 1, total: 2, percent: 50 },
      lessons: logicCourse().lessons.map((l, i) => ({ ...l, completed: i === 0 })),
    }),
  });
  server.set(LESSON1, { body: firstLesson({ completed: true }) });
  await user.click(await screen.findByRole('button', { name: 'Mark complete' }));
  expect(await screen.findByText('✓ Completed')).toBeTruthy();
  expect(screen.getByText('1 of 2 lessons complete (50%)')).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('1');
  expect(screen.getByRole('link', { name: /Propositions and connectives \(completed\)/ })).toBeTruthy();
  expect(server.bodies(COMPLETE1)).toHaveLength(1);
});

test('the reader shows the HTML the learn service rendered, not the raw markdown', async () => {
  mockFetch({
    'GET /api/user': { status: 401, body: { message: 'Not logged in' } },
    [COURSE]: { body: logicCourse() },
    [LESSON1]: {
      body: firstLesson({
        body: '## From markdown\n\nA **bold** claim.',
        html: '<h2>From HTML</h2>\n<p>A <strong>bold</strong> claim.</p>\n',
      }),
    },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, { route: '/courses/logic-and-proof?lesson=propositions' });
  const heading = await screen.findByRole('heading', { name: 'From HTML' });
  expect(heading.closest('.markdown')?.classList.contains('learn-lesson__body')).toBe(true);
  expect(screen.getByText('bold').tagName).toBe('STRONG');
  expect(screen.queryByText(/From markdown|\*\*bold\*\*/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
});

test('a locked lesson asks to enrol', async () => {
  mockFetch({
    'GET /api/user': { body: reader },
    [COURSE]: { body: logicCourse() },
    [LESSON2]: { status: 403, body: { message: 'Enrol in the course to read this lesson.' } },
  });
  renderWithProviders(<CoursePage slug="logic-and-proof" />, { route: '/courses/logic-and-proof?lesson=truth-tables' });
  expect(await screen.findByRole('heading', { name: 'This lesson is for enrolled readers' })).toBeTruthy();
  expect((await screen.findAllByRole('button', { name: 'Enrol' })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
});

test('/courses/:slug/enroll enrols and then shows the course', async () => {
  const server = mockFetch({
    'GET /api/user': { body: reader },
    [ENROL]: { status: 201, body: { ...enrolled, progress: { completed: 0, total: 2, percent: 0 } } },
  });
  renderWithProviders(<EnrollPage slug="logic-and-proof" />, {
    route: '/courses/logic-and-proof/enroll',
    path: '/courses/:slug/enroll',
  });
  await waitFor(() => expect(currentLocation()).toBe('/courses/logic-and-proof'));
  expect(server.bodies(ENROL)).toHaveLength(1);
});

test('/courses/:slug/enroll explains a failure', async () => {
  mockFetch({ [ENROL]: { status: 404, body: { message: 'Course not found.' } } });
  renderWithProviders(<EnrollPage slug="logic-and-proof" />, {
    route: '/courses/logic-and-proof/enroll',
    path: '/courses/:slug/enroll',
  });
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Course not found.');
});
