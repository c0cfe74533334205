import { screen, within } from '@testing-library/react';
import type { AdminEssayPage, AdminEssayRow } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import EssaysPage from './EssaysPage';

const row = (id: number, fields: Partial<AdminEssayRow>): AdminEssayRow => ({
  id,
  slug: `essay-${id}`,
  title: `Essay ${id}`,
  status: 'published',
  date: '2026-01-05',
  publishedAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  viewCount: 4,
  ...fields,
});

const page = (items: AdminEssayRow[], total = items.length, number = 1): AdminEssayPage => ({
  items,
  total,
  page: number,
  pageSize: 20,
});

test('lists the essays of every status, each linking to its editor, with a way to write a new one', async () => {
  mockFetch({
    'GET /api/admin/essays': {
      body: page([row(1, { title: 'A Draft', status: 'draft', publishedAt: null }), row(2, { title: 'Out Now' })]),
    },
  });
  renderWithProviders(<EssaysPage />, { route: '/admin/essays' });
  expect(screen.getByRole('heading', { level: 1, name: 'Essays' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New essay' }).getAttribute('href')).toBe('/admin/essays/new');
  const table = await screen.findByRole('table', { name: 'Essays, most recently saved first' });
  const [, draft, published] = within(table).getAllByRole('row');
  expect(within(draft).getByRole('link', { name: 'A Draft' }).getAttribute('href')).toBe('/admin/essays/1');
  expect(within(draft).getByText('Draft')).toBeTruthy();
  expect(within(draft).getByRole('cell', { name: '—' })).toBeTruthy();
  expect(within(published).getByText('Published')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('2 essays.');
});

test('filters by status through the address, and asks the service for that status only', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/essays': { body: page([row(1, {})]) },
    'GET /api/admin/essays?status=scheduled': {
      body: page([row(3, { title: 'Later', status: 'scheduled', publishedAt: '2030-01-01T08:00:00.000Z' })]),
    },
  });
  const { user } = renderWithProviders(<EssaysPage />, { route: '/admin/essays' });
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
  expect(await screen.findByRole('link', { name: 'Later' })).toBeTruthy();
  expect(currentLocation()).toBe('/admin/essays?status=scheduled');
  expect(fetchMock.requested('/api/admin/essays')).toContain('/api/admin/essays?status=scheduled');
  expect(screen.getByRole('status').textContent).toBe('1 essay scheduled.');
});

test('pages through a long list', async () => {
  const first = Array.from({ length: 20 }, (_, index) => row(index + 1, {}));
  mockFetch({
    'GET /api/admin/essays': { body: page(first, 25) },
    'GET /api/admin/essays?page=2': { body: page([row(21, { title: 'On page two' })], 25, 2) },
  });
  const { user } = renderWithProviders(<EssaysPage />, { route: '/admin/essays' });
  await screen.findByRole('table');
  const pages = screen.getByRole('navigation', { name: 'Pages of essays' });
  expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'On page two' })).toBeTruthy();
  expect(currentLocation()).toBe('/admin/essays?page=2');
});

test('says so when the essays cannot be loaded', async () => {
  mockFetch({ 'GET /api/admin/essays': { status: 500, body: { message: 'Database down' } } });
  renderWithProviders(<EssaysPage />, { route: '/admin/essays' });
  expect((await screen.findByRole('alert')).textContent).toBe('The essays could not be loaded: Database down');
});
