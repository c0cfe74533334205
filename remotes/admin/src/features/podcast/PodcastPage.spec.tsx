import { screen, waitFor, within } from '@testing-library/react';
import { PODCAST_ARTWORK_SHAPE_TEXT } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { formatDateTime } from '../editing/publication';
import { row, SHOW } from './fixtures';
import PodcastPage from './PodcastPage';

const ROWS = [
  row(33, 3, 'On Doubt', {
    status: 'scheduled',
    publishedAt: '2031-05-04T09:30:00.000Z',
    durationSeconds: 2537,
    transcriptLines: 212,
    chapterCount: 4,
  }),
  row(32, 2, 'Soil'),
  row(31, 1, 'Attention', {
    status: 'published',
    publishedAt: '2026-10-01T09:00:00.000Z',
    durationSeconds: 3725,
    transcriptLines: 1,
    chapterCount: 1,
  }),
];

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/podcast/show': { body: SHOW },
    'GET /api/admin/podcast/episodes': { body: ROWS },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<PodcastPage />, { route: '/admin/podcast' }) };
}

const settings = async () => within(await screen.findByRole('form', { name: 'Show settings' }));

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

test('lists the episodes, newest first, with status, length, transcript and chapters, each opening its editor', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Podcast' })).toBeTruthy();
  const episodes = screen.getByRole('region', { name: 'Episodes' });
  expect(within(episodes).getByRole('link', { name: 'New episode' }).getAttribute('href')).toBe(
    '/admin/podcast/episodes/new',
  );

  const table = await within(episodes).findByRole('table', { name: 'Episodes, newest first' });
  const [, doubt, soil, attention] = within(table).getAllByRole('row');
  const cells = (tableRow: HTMLElement) =>
    within(tableRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(within(doubt).getByRole('link', { name: 'On Doubt' }).getAttribute('href')).toBe('/admin/podcast/episodes/33');
  expect(cells(doubt)).toEqual([
    '3',
    `Scheduled for ${formatDateTime('2031-05-04T09:30:00.000Z')}`,
    '42:17',
    '212 lines',
    '4',
  ]);
  expect(within(soil).getByRole('link', { name: 'Soil' }).getAttribute('href')).toBe('/admin/podcast/episodes/32');
  expect(cells(soil)).toEqual(['2', 'Draft', 'No audio', 'None', 'None']);
  expect(cells(attention)).toEqual(['1', 'Published', '1:02:05', '1 line', '1']);
  expect(within(episodes).getByRole('status').textContent).toBe('3 episodes.');
});

test('says why the episodes could not be loaded', async () => {
  setup({
    'GET /api/admin/podcast/episodes': { status: 403, body: { message: 'Only the site administrator can do this.' } },
  });
  const episodes = screen.getByRole('region', { name: 'Episodes' });
  expect((await within(episodes).findByRole('alert')).textContent).toBe(
    'The episodes could not be loaded: Only the site administrator can do this.',
  );
});

test("saves the show's settings: a new category starts without a subcategory", async () => {
  const { fetchMock, user } = setup({
    'PUT /api/admin/podcast/show': (request) => ({ body: { ...SHOW, ...(request.body as object) } }),
  });
  const form = await settings();
  const title = form.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, '  Slow Thoughts, Aloud ');
  const category = form.getByRole('combobox', { name: 'Category' });
  const subcategory = form.getByRole('combobox', { name: 'Subcategory' }) as HTMLSelectElement;
  await user.selectOptions(category, 'Science');
  expect(subcategory.value).toBe('');
  expect(within(subcategory).getAllByRole('option')).toHaveLength(10);
  await user.selectOptions(subcategory, 'Mathematics');
  await user.click(form.getByRole('checkbox', { name: 'Explicit content' }));

  await user.click(form.getByRole('button', { name: 'Save the show' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Show saved', description: 'Slow Thoughts, Aloud' }]));
  expect(fetchMock.bodies('PUT /api/admin/podcast/show')).toEqual([
    {
      title: 'Slow Thoughts, Aloud',
      description: SHOW.description,
      author: 'Ada Writer',
      ownerName: 'Ada Writer',
      ownerEmail: 'ada@example.com',
      language: 'en',
      category: 'Science',
      subcategory: 'Mathematics',
      explicit: true,
    },
  ]);
  expect((title as HTMLInputElement).value).toBe('Slow Thoughts, Aloud');
});

test("refuses a category pair that is not Apple's, and a bad address, before sending", async () => {
  const { fetchMock, user } = setup({
    'GET /api/admin/podcast/show': { body: { ...SHOW, category: 'Technology', subcategory: 'Physics' } },
    'PUT /api/admin/podcast/show': (request) => ({ body: { ...SHOW, ...(request.body as object) } }),
  });
  const form = await settings();
  const subcategory = form.getByRole('combobox', { name: 'Subcategory' }) as HTMLSelectElement;
  expect(subcategory.value).toBe('Physics');
  const email = form.getByRole('textbox', { name: /^Owner email/ });
  await user.clear(email);
  await user.type(email, 'ada at example');

  await user.click(form.getByRole('button', { name: 'Save the show' }));
  expect(form.getByRole('alert').textContent).toBe('"Physics" is not a subcategory of Technology.');
  expect(subcategory.getAttribute('aria-invalid')).toBe('true');
  expect(form.getByText('Give an email address, such as name@example.com.')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/podcast/show')).toEqual([]);

  await user.selectOptions(subcategory, 'None');
  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await user.click(form.getByRole('button', { name: 'Save the show' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/podcast/show')).toHaveLength(1));
  expect(fetchMock.bodies('PUT /api/admin/podcast/show')[0]).toMatchObject({
    category: 'Technology',
    subcategory: '',
  });
  expect(form.queryByRole('alert')).toBeNull();
});

test("uploads the show's artwork, and shows the service's refusal of one that is not square", async () => {
  const { fetchMock, user } = setup({
    'PUT /api/admin/podcast/show/artwork': { status: 400, body: { message: PODCAST_ARTWORK_SHAPE_TEXT } },
  });
  await settings();
  const artwork = within(screen.getByRole('group', { name: 'Artwork' }));
  expect(artwork.getByRole('img', { name: "The show's artwork" }).getAttribute('src')).toBe(SHOW.artworkUrl);
  expect(artwork.getByText(/^Square, at least 1,400 pixels on each side/)).toBeTruthy();

  await user.upload(artwork.getByLabelText('Artwork file'), png('wide.png'));
  expect((await artwork.findByRole('alert')).textContent).toBe(PODCAST_ARTWORK_SHAPE_TEXT);
  const [sent] = fetchMock.bodies('PUT /api/admin/podcast/show/artwork') as FormData[];
  expect((sent.get('file') as File).name).toBe('wide.png');

  fetchMock.set('PUT /api/admin/podcast/show/artwork', { body: { ...SHOW, artworkUrl: '/media/podcast/square.jpg' } });
  await user.upload(artwork.getByLabelText('Artwork file'), png('square.png'));
  await waitFor(() =>
    expect(artwork.getByRole('img', { name: "The show's artwork" }).getAttribute('src')).toBe(
      '/media/podcast/square.jpg',
    ),
  );
  expect(artwork.queryByRole('alert')).toBeNull();
  expect(toasts()).toEqual([{ title: 'Artwork uploaded', description: undefined }]);
});
