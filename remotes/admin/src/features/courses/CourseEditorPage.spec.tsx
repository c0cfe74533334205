import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCourse } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import CourseEditorPage from './CourseEditorPage';
import { COURSE, lesson } from './fixtures';

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

const openCourse = (course: AdminCourse = COURSE) =>
  renderWithProviders(<CourseEditorPage />, {
    route: `/admin/courses/${course.id}`,
    path: '/admin/courses/:id',
    queryData: [[['admin', 'courses', 'course', String(course.id)], course]],
  });

/** The service's answer to a new order: the course with its lessons so. */
const reordered = (...ids: number[]) => ({
  body: {
    ...COURSE,
    lessons: ids.map((id, index) => ({ ...COURSE.lessons.find((item) => item.id === id)!, position: index + 1 })),
  },
});

const lessonTitles = () =>
  within(screen.getByRole('list', { name: 'Lessons' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

test('creates a course as a draft: the slug follows the title, and saving opens its page', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'POST /api/admin/courses': (request) => ({
      status: 201,
      body: { ...COURSE, ...(request.body as object), id: 12, status: 'draft', lessons: [] },
    }),
  });
  const { user } = renderWithProviders(<CourseEditorPage />, {
    route: '/admin/courses/new',
    path: '/admin/courses/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(screen.getByText('Give the course a title.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/courses')).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Gödel, Escher & Loops');
  expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('godel-escher-loops');
  await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Strange loops, gently.');
  await user.type(screen.getByRole('textbox', { name: 'Description (markdown)' }), 'Self-reference, step by step.');
  expect(
    await within(screen.getByRole('region', { name: 'Preview' })).findByText('Self-reference, step by step.'),
  ).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /^Level/ }), 'Beginner');
  await user.type(screen.getByRole('spinbutton', { name: /^Estimated time/ }), '120');
  await user.click(screen.getByRole('checkbox', { name: 'Mathematics' }));

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/courses/12'));
  expect(fetchMock.bodies('POST /api/admin/courses')).toEqual([
    {
      slug: 'godel-escher-loops',
      title: 'Gödel, Escher & Loops',
      summary: 'Strange loops, gently.',
      description: 'Self-reference, step by step.',
      coverImage: null,
      level: 'Beginner',
      estimatedMinutes: 120,
      topics: ['Mathematics'],
    },
  ]);
  expect(toasts()).toEqual([{ title: 'Course created', description: 'Gödel, Escher & Loops is saved as a draft.' }]);
});

test('lists the lessons in order, each with its status, completions and editor', async () => {
  openCourse();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit course' })).toBeTruthy();
  expect(lessonTitles()).toEqual(['Intro', 'Truth tables', 'Proofs']);
  const [intro, , proofs] = within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem');
  expect(within(intro).getByRole('link', { name: 'Intro' }).getAttribute('href')).toBe('/admin/courses/7/lessons/1');
  expect(within(intro).getByText('4 readers completed')).toBeTruthy();
  expect(within(proofs).getByText('Draft')).toBeTruthy();
  expect(within(proofs).getByText('0 readers completed')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Move “Intro” up' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Move “Proofs” down' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('link', { name: 'New lesson' }).getAttribute('href')).toBe('/admin/courses/7/lessons/new');
});

test('moves a lesson down from the keyboard: the whole order is sent, read out, and the focus stays with it', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lesson-order': reordered(2, 1, 3),
  });
  const { user, queryClient } = openCourse();

  screen.getByRole('button', { name: 'Move “Intro” down' }).focus();
  await user.keyboard('{Enter}');
  expect(lessonTitles()).toEqual(['Truth tables', 'Intro', 'Proofs']);
  expect(screen.getByRole('status').textContent).toBe('“Intro” moved to position 2 of 3.');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Intro” down' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/courses/7/lesson-order')).toHaveLength(1));
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lesson-order')).toEqual([{ lessonIds: [2, 1, 3] }]);

  // At the end "down" is disabled: the focus stays with the lesson, on the button that can still move it.
  fetchMock.set('PUT /api/admin/courses/7/lesson-order', reordered(2, 3, 1));
  await user.keyboard('{Enter}');
  expect(lessonTitles()).toEqual(['Truth tables', 'Proofs', 'Intro']);
  expect(screen.getByRole('status').textContent).toBe('“Intro” moved to position 3 of 3.');
  expect(screen.getByRole('button', { name: 'Move “Intro” down' })).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Intro” up' }));
  await waitFor(() =>
    expect(fetchMock.bodies('PUT /api/admin/courses/7/lesson-order')).toEqual([
      { lessonIds: [2, 1, 3] },
      { lessonIds: [2, 3, 1] },
    ]),
  );
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  expect(lessonTitles()).toEqual(['Truth tables', 'Proofs', 'Intro']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Intro” up' }));
});

test('puts the lesson back and says why when the new order is refused', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lesson-order': {
      status: 400,
      body: { message: "The new order must name every one of the course's lessons." },
    },
    'GET /api/admin/courses/7': { body: COURSE },
  });
  const { user } = openCourse();
  await user.click(screen.getByRole('button', { name: 'Move “Proofs” up' }));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { title: 'Order not saved', description: "The new order must name every one of the course's lessons." },
    ]),
  );
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lesson-order')).toEqual([{ lessonIds: [1, 3, 2] }]);
  expect(lessonTitles()).toEqual(['Intro', 'Truth tables', 'Proofs']);
  expect(screen.getByRole('status').textContent).toBe('“Proofs” was not moved.');
});

test('drags a lesson to another place', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lesson-order': reordered(3, 1, 2),
  });
  openCourse();
  const [intro, , proofs] = within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem');
  fireEvent.dragStart(proofs);
  fireEvent.dragOver(intro);
  fireEvent.drop(intro);
  fireEvent.dragEnd(proofs);
  await waitFor(() => expect(lessonTitles()).toEqual(['Proofs', 'Intro', 'Truth tables']));
  expect(screen.getByRole('status').textContent).toBe('“Proofs” moved to position 1 of 3.');
  await waitFor(() =>
    expect(fetchMock.bodies('PUT /api/admin/courses/7/lesson-order')).toEqual([{ lessonIds: [3, 1, 2] }]),
  );
});

test("saves the course's changes", async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7': (request) => ({ body: { ...COURSE, ...(request.body as object) } }),
  });
  const { user } = openCourse();
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'Logic, Proof and Doubt');
  // A saved course keeps its address unless the author changes it.
  expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('logic-and-proof');
  await user.clear(screen.getByRole('spinbutton', { name: /^Estimated time/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Course saved', description: 'Logic, Proof and Doubt' }]));
  expect(fetchMock.bodies('PUT /api/admin/courses/7')).toEqual([
    {
      slug: 'logic-and-proof',
      title: 'Logic, Proof and Doubt',
      summary: 'Arguments, checked.',
      description: 'From *truth tables* to proofs.',
      coverImage: null,
      level: 'Beginner',
      estimatedMinutes: null,
      topics: ['Mathematics'],
    },
  ]);
});

test("shows the service's reason when a course cannot be published", async () => {
  const draft: AdminCourse = {
    ...COURSE,
    status: 'draft',
    publishedAt: null,
    publishedLessonCount: 0,
    lessonCount: 1,
    lessons: [lesson(3, 'Proofs', { status: 'draft' })],
  };
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/status': {
      status: 400,
      body: { message: 'A course needs at least one published lesson before it is published.' },
    },
  });
  const { user } = openCourse(draft);
  const publish = screen.getByRole('button', { name: 'Publish' });
  expect(publish.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(publish.getAttribute('aria-describedby')!)?.textContent).toBe(
    'A course needs at least one published lesson before it is published.',
  );

  await user.click(publish);
  await waitFor(() =>
    expect(toasts()).toEqual([
      {
        title: 'Status not changed',
        description: 'A course needs at least one published lesson before it is published.',
      },
    ]),
  );
  expect(fetchMock.bodies('PUT /api/admin/courses/7/status')).toEqual([{ status: 'published' }]);
  expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
});

test('unpublishes a course, and shows why one with enrolled readers cannot be deleted', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/status': { body: { ...COURSE, status: 'draft' } },
    'DELETE /api/admin/courses/7': {
      status: 409,
      body: { message: 'Readers are enrolled in this course: unpublish it instead.' },
    },
  });
  const { user } = openCourse();
  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/courses/7/status')).toEqual([{ status: 'draft' }]);

  await user.click(screen.getByRole('button', { name: 'Delete course' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() =>
    expect(toasts()).toContainEqual({
      title: 'Not deleted',
      description: 'Readers are enrolled in this course: unpublish it instead.',
    }),
  );
  expect(fetchMock.bodies('DELETE /api/admin/courses/7')).toHaveLength(1);
  expect(currentLocation()).toBe('/admin/courses/7');
});
