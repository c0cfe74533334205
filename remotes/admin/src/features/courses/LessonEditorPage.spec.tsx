import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLesson } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import { stubBrowserParts } from '../media/browser-stubs';
import { HERON, IMAGES } from '../media/fixtures';
import { COURSE } from './fixtures';
import LessonEditorPage from './LessonEditorPage';

const LESSON: AdminLesson = {
  ...COURSE.lessons[1],
  courseId: 7,
  body: 'Each row is a world.',
  publishedAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
};

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

const preview = () => within(screen.getByRole('region', { name: 'Preview' }));

test('writes a new lesson: the slug follows the title, the preview the body, and saving opens it', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/courses/7': { body: COURSE },
    'POST /api/admin/essays/render': render,
    'POST /api/admin/courses/7/lessons': (request) => ({
      status: 201,
      body: { ...LESSON, ...(request.body as object), id: 31, position: 4, status: 'draft', completionCount: 0 },
    }),
  });
  const { user } = renderWithProviders(<LessonEditorPage />, {
    route: '/admin/courses/7/lessons/new',
    path: '/admin/courses/:id/lessons/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New lesson' })).toBeTruthy();
  expect((await screen.findByRole('link', { name: 'Back to “Logic and Proof”' })).getAttribute('href')).toBe(
    '/admin/courses/7',
  );

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Modus Ponens');
  expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('modus-ponens');
  await user.type(screen.getByRole('textbox', { name: 'Body (markdown)' }), 'If p, and p implies q, then q.');
  expect(await preview().findByText('If p, and p implies q, then q.')).toBeTruthy();
  expect(preview().getByRole('heading', { level: 1, name: 'Modus Ponens' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/courses/7/lessons/31'));
  expect(fetchMock.bodies('POST /api/admin/courses/7/lessons')).toEqual([
    { slug: 'modus-ponens', title: 'Modus Ponens', body: 'If p, and p implies q, then q.' },
  ]);
  expect(toasts()).toEqual([{ title: 'Lesson created', description: 'Modus Ponens is saved as a draft.' }]);
});

test("saves a lesson with the preview beside it, and shows the service's refusal", async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/courses/7': { body: COURSE },
    'GET /api/admin/courses/7/lessons/2': { body: LESSON },
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lessons/2': (request) => ({ body: { ...LESSON, ...(request.body as object) } }),
  });
  const { user } = renderWithProviders(<LessonEditorPage />, {
    route: '/admin/courses/7/lessons/2',
    path: '/admin/courses/:id/lessons/:lessonId',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit lesson' })).toBeTruthy();
  expect(await preview().findByText('Each row is a world.')).toBeTruthy();

  const body = screen.getByRole('textbox', { name: 'Body (markdown)' });
  await user.type(body, ' Read it across.');
  expect(await preview().findByText('Each row is a world. Read it across.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Lesson saved', description: 'Truth tables' }]));
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lessons/2')).toEqual([
    { slug: 'truth-tables', title: 'Truth tables', body: 'Each row is a world. Read it across.' },
  ]);

  fetchMock.set('PUT /api/admin/courses/7/lessons/2', {
    status: 409,
    body: { message: 'Another lesson of this course already uses this slug; choose another.' },
  });
  const slug = screen.getByRole('textbox', { name: /^Slug/ });
  await user.clear(slug);
  await user.type(slug, 'intro');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Another lesson of this course already uses this slug; choose another.',
  );
});

test('unpublishes a lesson, and shows why one that readers completed cannot be deleted', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/courses/7': { body: COURSE },
    'GET /api/admin/courses/7/lessons/2': { body: LESSON },
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lessons/2/status': { body: { ...LESSON, status: 'draft' } },
    'DELETE /api/admin/courses/7/lessons/2': {
      status: 409,
      body: { message: 'Readers have completed this lesson: unpublish it instead.' },
    },
  });
  const { user } = renderWithProviders(<LessonEditorPage />, {
    route: '/admin/courses/7/lessons/2',
    path: '/admin/courses/:id/lessons/:lessonId',
  });
  await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lessons/2/status')).toEqual([{ status: 'draft' }]);

  await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() =>
    expect(toasts()).toContainEqual({
      title: 'Not deleted',
      description: 'Readers have completed this lesson: unpublish it instead.',
    }),
  );
  expect(currentLocation()).toBe('/admin/courses/7/lessons/2');
});

test('saves unsaved changes before publishing a draft', async () => {
  const draft: AdminLesson = { ...LESSON, status: 'draft', publishedAt: null };
  const fetchMock = mockFetch({
    'GET /api/admin/courses/7': { body: COURSE },
    'GET /api/admin/courses/7/lessons/2': { body: draft },
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/courses/7/lessons/2': (request) => ({ body: { ...draft, ...(request.body as object) } }),
    'PUT /api/admin/courses/7/lessons/2/status': { body: { ...draft, title: 'Truth tables!', status: 'published' } },
  });
  const { user } = renderWithProviders(<LessonEditorPage />, {
    route: '/admin/courses/7/lessons/2',
    path: '/admin/courses/:id/lessons/:lessonId',
  });
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save and publish' }));
  expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
  expect(fetchMock.calls().filter((call) => call.startsWith('PUT'))).toEqual([
    'PUT /api/admin/courses/7/lessons/2',
    'PUT /api/admin/courses/7/lessons/2/status',
  ]);
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lessons/2')).toEqual([
    { slug: 'truth-tables', title: 'Truth tables!', body: 'Each row is a world.' },
  ]);
  expect(toasts()).toEqual([{ title: 'Lesson published', description: 'Truth tables! is in its course.' }]);
});

test('inserts an image of the media library at the cursor, and the lesson is saved with it', async () => {
  stubBrowserParts();
  const fetchMock = mockFetch({
    'GET /api/admin/courses/7': { body: COURSE },
    'GET /api/admin/courses/7/lessons/2': { body: LESSON },
    'POST /api/admin/essays/render': render,
    'GET /api/admin/media': { body: IMAGES },
    'PUT /api/admin/courses/7/lessons/2': (request) => ({ body: { ...LESSON, ...(request.body as object) } }),
  });
  const { user } = renderWithProviders(<LessonEditorPage />, {
    route: '/admin/courses/7/lessons/2',
    path: '/admin/courses/:id/lessons/:lessonId',
  });
  const body = (await screen.findByRole('textbox', { name: 'Body (markdown)' })) as HTMLTextAreaElement;
  await user.click(body);
  body.setSelectionRange('Each row'.length, 'Each row'.length);
  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  const dialog = screen.getByRole('dialog', { name: 'Insert an image' });
  await user.click(await within(dialog).findByRole('button', { name: 'A heron standing in the fog' }));
  expect(body.value).toBe(`Each row\n\n${HERON.markdown}\n\n is a world.`);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Lesson saved', description: 'Truth tables' }]));
  expect(fetchMock.bodies('PUT /api/admin/courses/7/lessons/2')).toEqual([
    { slug: 'truth-tables', title: 'Truth tables', body: `Each row\n\n${HERON.markdown}\n\n is a world.` },
  ]);
});
