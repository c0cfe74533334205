import { screen, within } from '@testing-library/react';
import type { User, UserListPage } from '@site/contracts';
import { admin, mockFetch, reader, renderWithProviders } from '@site/testing';
import AdminOverviewPage from './AdminOverviewPage';

function accounts(count: number, from = 1): User[] {
  return Array.from({ length: count }, (_, i) => ({
    ...reader,
    id: from + i,
    name: `Reader ${from + i}`,
    username: `reader${from + i}`,
    email: `reader${from + i}@example.org`,
  }));
}

const onePage = (items: User[], total = items.length, page = 1): UserListPage => ({
  items,
  total,
  page,
  pageSize: 20,
});

test('shows the administrator the reader accounts, and no link to a page that does not exist', async () => {
  const fetchMock = mockFetch({ 'GET /api/admin/users': { body: onePage([admin, reader]) } });
  renderWithProviders(<AdminOverviewPage />, { route: '/admin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
  const table = await screen.findByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['Site Author', 'author', 'ada@example.org', 'Administrator'],
    ['Ada Lovelace', 'ada', 'ada@example.org', 'Reader'],
  ]);
  expect(screen.getByText('2 accounts, page 1 of 1.')).toBeTruthy();
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(screen.queryByRole('navigation', { name: 'Account pages' })).toBeNull();
  expect(fetchMock.requested('/api/admin/users')).toEqual(['/api/admin/users?page=1&pageSize=20']);
});

test('pages through the accounts', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/users?page=1&pageSize=20': { body: onePage(accounts(20), 25) },
    'GET /api/admin/users?page=2&pageSize=20': { body: onePage(accounts(5, 21), 25, 2) },
  });
  const { user } = renderWithProviders(<AdminOverviewPage />, { route: '/admin' });
  expect(await screen.findByText('25 accounts, page 1 of 2.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('25 accounts, page 2 of 2.')).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Reader 21' })).toBeTruthy();
  expect(screen.queryByRole('cell', { name: 'Reader 1' })).toBeNull();
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  expect(fetchMock.requested('/api/admin/users')).toEqual([
    '/api/admin/users?page=1&pageSize=20',
    '/api/admin/users?page=2&pageSize=20',
  ]);
});

test('says so when the accounts cannot be loaded', async () => {
  mockFetch({ 'GET /api/admin/users': { status: 403, body: { message: 'Administrators only.' } } });
  renderWithProviders(<AdminOverviewPage />, { route: '/admin' });
  expect((await screen.findByRole('alert')).textContent).toBe('The accounts could not be loaded: Administrators only.');
});
