import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminEssay, EssayRevisionDiff, EssayRevisionSummary } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import EssayEditorPage from './EssayEditorPage';

const ESSAY: AdminEssay = {
  id: 12,
  slug: 'on-attention',
  title: 'On Attention',
  status: 'draft',
  date: '2026-11-23',
  publishedAt: null,
  updatedAt: '2026-11-23T08:00:00.000Z',
  viewCount: 0,
  excerpt: 'Where the mind goes.',
  body: 'First line.\n',
  topics: ['Philosophy'],
  tags: ['attention'],
  seoTitle: '',
  seoDescription: '',
  cover: null,
  previewPath: `/essay/on-attention?preview=${'a'.repeat(64)}`,
  autosave: null,
};

const REVISIONS: EssayRevisionSummary[] = [
  { id: 5, kind: 'save', title: 'On Attention', createdAt: '2026-11-23T08:00:00.000Z', note: '' },
  { id: 4, kind: 'save', title: 'Attention', createdAt: '2026-11-22T08:00:00.000Z', note: '' },
];

const DIFF: EssayRevisionDiff = {
  revisionId: 4,
  title: { from: 'Attention', to: 'On Attention' },
  excerpt: { from: 'Where the mind goes.', to: 'Where the mind goes.' },
  body: [
    { change: 'removed', text: 'Old line.\n' },
    { change: 'added', text: 'First line.\n' },
  ],
  added: 1,
  removed: 1,
};

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

afterEach(() => {
  toastStore.setState({ toasts: [] });
  jest.useRealTimers();
});

const toastTitles = () => toastStore.getState().toasts.map(({ title }) => title);

test('writes a new essay: the slug follows the title, the preview the body, and saving opens its editor', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'POST /api/admin/essays': (request) => ({
      status: 201,
      body: { ...ESSAY, ...(request.body as object), tags: ['attention'], id: 12 },
    }),
  });
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/new',
    path: '/admin/essays/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New essay' })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'On Attention!');
  expect((screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('on-attention');
  await user.type(screen.getByRole('textbox', { name: 'Body (markdown)' }), 'Hello there.');
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(await within(preview).findByText('Hello there.')).toBeTruthy();
  expect(within(preview).getByRole('heading', { level: 1, name: 'On Attention!' })).toBeTruthy();
  await user.click(screen.getByRole('checkbox', { name: 'Philosophy' }));
  await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'attention, , focus');
  expect(screen.getByText('Autosave starts once the essay is saved.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/essays/12'));
  expect(fetchMock.bodies('POST /api/admin/essays')).toEqual([
    {
      title: 'On Attention!',
      slug: 'on-attention',
      excerpt: '',
      body: 'Hello there.',
      topics: ['Philosophy'],
      tags: ['attention', 'focus'],
      seoTitle: '',
      seoDescription: '',
      status: 'draft',
      publishAt: null,
    },
  ]);
  expect(toastTitles()).toEqual(['Draft saved']);
});

test('says what is missing before asking the service, and shows the service’s refusal', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/essays/12/revisions': { body: REVISIONS },
    'PUT /api/admin/essays/12': {
      status: 409,
      body: { message: 'Another essay already has the slug "taken". Choose another.', statusCode: 409 },
    },
  });
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/12',
    path: '/admin/essays/:id',
    queryData: [[['admin', 'essays', 'essay', '12'], ESSAY]],
  });
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Give the essay a title.')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/essays/12')).toEqual([]);

  await user.type(title, 'On Attention');
  const slug = screen.getByRole('textbox', { name: 'Slug' });
  await user.clear(slug);
  await user.type(slug, 'taken');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Another essay already has the slug "taken". Choose another.',
  );
});

test('publishes or schedules an essay from its status, with its preview link at hand', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/essays/12/revisions': { body: REVISIONS },
    'PUT /api/admin/essays/12': (request) => ({ body: { ...ESSAY, ...(request.body as object), tags: ['attention'] } }),
  });
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/12',
    path: '/admin/essays/:id',
    queryData: [[['admin', 'essays', 'essay', '12'], ESSAY]],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit essay' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open the preview link' }).getAttribute('href')).toBe(ESSAY.previewPath);

  await user.click(screen.getByRole('radio', { name: /^Scheduled/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Choose when the essay publishes itself.')).toBeTruthy();
  await user.type(screen.getByLabelText('Publish at'), '2031-05-04T09:30');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/essays/12')).toHaveLength(1));
  expect(fetchMock.bodies('PUT /api/admin/essays/12')[0]).toMatchObject({
    status: 'scheduled',
    publishAt: new Date('2031-05-04T09:30').toISOString(),
  });

  await user.click(screen.getByRole('radio', { name: /^Published/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toastTitles()).toContain('Essay published'));
  expect(fetchMock.bodies('PUT /api/admin/essays/12')[1]).toMatchObject({ status: 'published', publishAt: null });
});

test('autosaves a few seconds after typing stops, publishing nothing', async () => {
  jest.useFakeTimers();
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/essays/12/revisions': { body: REVISIONS },
    'POST /api/admin/essays/12/autosave': {
      body: { revisionId: 6, savedAt: '2026-11-23T09:15:00.000Z', title: 'On Attention', excerpt: '', body: '' },
    },
  });
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/12',
    path: '/admin/essays/:id',
    queryData: [[['admin', 'essays', 'essay', '12'], ESSAY]],
    advanceTimers: jest.advanceTimersByTime,
  });
  await user.type(screen.getByRole('textbox', { name: 'Body (markdown)' }), 'More.');
  expect(screen.getByText('Unsaved changes.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/essays/12/autosave')).toEqual([]);
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  await waitFor(() => expect(screen.getByText(/^Draft autosaved at /)).toBeTruthy());
  expect(fetchMock.bodies('POST /api/admin/essays/12/autosave')).toEqual([
    { title: 'On Attention', excerpt: 'Where the mind goes.', body: 'First line.\nMore.' },
  ]);
  expect(fetchMock.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
});

test('offers text autosaved after the last save back to the author', async () => {
  mockFetch({ 'POST /api/admin/essays/render': render, 'GET /api/admin/essays/12/revisions': { body: REVISIONS } });
  const autosave = { revisionId: 6, savedAt: '2026-11-23T09:15:00.000Z', title: 'Later', excerpt: '', body: 'Newer.' };
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/12',
    path: '/admin/essays/:id',
    queryData: [[['admin', 'essays', 'essay', '12'], { ...ESSAY, autosave }]],
  });
  const notice = screen.getByRole('region', { name: 'Autosaved text' });
  await user.click(within(notice).getByRole('button', { name: 'Use the autosaved text' }));
  expect((screen.getByRole('textbox', { name: 'Body (markdown)' }) as HTMLTextAreaElement).value).toBe('Newer.');
  expect(screen.queryByRole('region', { name: 'Autosaved text' })).toBeNull();
});

test('compares a revision with the saved text and restores it', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/essays/12/revisions': { body: REVISIONS },
    'GET /api/admin/essays/12/revisions/4/diff': { body: DIFF },
    'POST /api/admin/essays/12/revisions/4/restore': {
      body: { ...ESSAY, title: 'Attention', body: 'Old line.\n' },
    },
  });
  const { user } = renderWithProviders(<EssayEditorPage />, {
    route: '/admin/essays/12',
    path: '/admin/essays/:id',
    queryData: [[['admin', 'essays', 'essay', '12'], ESSAY]],
  });
  const panel = screen.getByRole('region', { name: 'Revisions' });
  const compare = await within(panel).findAllByRole('button', { name: /^Compare with the saved text/ });
  await user.click(compare[1]);
  expect(await within(panel).findByText('Since this revision: 1 line added, 1 line removed.')).toBeTruthy();
  expect(within(panel).getByText('Old line.').tagName).toBe('DEL');
  expect(within(panel).getByText('First line.').tagName).toBe('INS');

  await user.click(within(panel).getByRole('button', { name: 'Restore this revision' }));
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Body (markdown)' }) as HTMLTextAreaElement).value).toBe('Old line.\n'),
  );
  expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Attention');
  expect(fetchMock.calls()).toContain('POST /api/admin/essays/12/revisions/4/restore');
  expect(toastTitles()).toContain('Revision restored');
});

test('says so when the essay does not exist', async () => {
  mockFetch({ 'GET /api/admin/essays/99': { status: 404, body: { message: 'Essay not found', statusCode: 404 } } });
  renderWithProviders(<EssayEditorPage />, { route: '/admin/essays/99', path: '/admin/essays/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Essay not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All essays' }).getAttribute('href')).toBe('/admin/essays');
});
