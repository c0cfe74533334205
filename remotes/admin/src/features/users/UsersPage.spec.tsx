import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUserPage } from '@site/contracts';
import { toastStore, USER_QUERY_KEY } from '@site/shell-api';
import { admin, currentLocation, mockFetch, reader, renderWithProviders, type FakeRequest } from '@site/testing';
import UsersPage from './UsersPage';

const account = (user: typeof reader, changes: Partial<AdminUser> = {}): AdminUser => ({
  ...user,
  createdAt: '2026-03-04T12:00:00Z',
  suspendedAt: null,
  ...changes,
});

function accounts(count: number, from = 1): AdminUser[] {
  return Array.from({ length: count }, (_, i) =>
    account({
      ...reader,
      id: 100 + from + i,
      name: `Reader ${from + i}`,
      username: `reader${from + i}`,
      email: `reader${from + i}@example.org`,
    }),
  );
}

const onePage = (items: AdminUser[], total = items.length, page = 1): AdminUserPage => ({
  items,
  total,
  page,
  pageSize: 20,
});

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

const signedIn = { queryData: [[USER_QUERY_KEY, admin]] as const };

/** The name (the row's header) and the next five cells: everything but the actions. */
const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell').slice(0, 5)].map((cell) => cell.textContent);

test('lists the accounts with their role, standing and join date, and marks the caller', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/users': {
      body: onePage([account(reader, { suspendedAt: '2026-11-01T09:00:00Z' }), account(admin)]),
    },
  });
  renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Accounts, newest first' });
  const [, ada, author] = within(table).getAllByRole('row');
  expect(cells(ada)).toEqual([
    'Ada Lovelace',
    'ada',
    'ada@example.org',
    'Reader',
    'Suspended Nov 1, 2026',
    'Mar 4, 2026',
  ]);
  expect(cells(author)).toEqual([
    'Site Author (you)',
    'author',
    'ada@example.org',
    'Administrator',
    'Active',
    'Mar 4, 2026',
  ]);
  expect(within(ada).getByRole('button', { name: 'Unsuspend Ada Lovelace' })).toBeTruthy();
  expect(within(ada).getByRole('button', { name: 'Make admin: Ada Lovelace' })).toBeTruthy();
  // No one suspends themself: the button is not there for the caller.
  expect(within(author).queryByRole('button', { name: /^Suspend/ })).toBeNull();
  expect(within(author).getByRole('button', { name: 'End other sessions' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('2 accounts, page 1 of 1.');
  expect(fetchMock.requested('/api/admin/users')).toEqual(['/api/admin/users?page=1&pageSize=20']);
});

test('searches by name, username or email, and keeps the search in the address', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/users?page=1&pageSize=20': { body: onePage(accounts(3)) },
    'GET /api/admin/users?q=ada&page=1&pageSize=20': { body: onePage([account(reader)]) },
    'GET /api/admin/users?q=nobody&page=1&pageSize=20': { body: onePage([]) },
  });
  const { user } = renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  expect(await screen.findByText('3 accounts, page 1 of 1.')).toBeTruthy();
  const search = screen.getByRole('searchbox', { name: 'Search by name, username or email' });
  await user.type(search, 'ada');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('One account matching “ada”, page 1 of 1.')).toBeTruthy();
  expect(currentLocation()).toBe('/admin/users?q=ada');
  await user.clear(search);
  await user.type(search, 'nobody{Enter}');
  expect(await screen.findByText('No account matches “nobody”.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(fetchMock.requested('/api/admin/users')).toEqual([
    '/api/admin/users?page=1&pageSize=20',
    '/api/admin/users?q=ada&page=1&pageSize=20',
    '/api/admin/users?q=nobody&page=1&pageSize=20',
  ]);
});

test('pages through the accounts', async () => {
  mockFetch({
    'GET /api/admin/users?page=1&pageSize=20': { body: onePage(accounts(20), 25) },
    'GET /api/admin/users?page=2&pageSize=20': { body: onePage(accounts(5, 21), 25, 2) },
  });
  const { user } = renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  expect(await screen.findByText('25 accounts, page 1 of 2.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('25 accounts, page 2 of 2.')).toBeTruthy();
  expect(screen.getByRole('rowheader', { name: 'Reader 21' })).toBeTruthy();
  expect(currentLocation()).toBe('/admin/users?page=2');
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
});

test('suspends a reader, makes them an administrator, and ends their sessions', async () => {
  let ada = account(reader);
  const fetchMock = mockFetch({
    'GET /api/admin/users': () => ({ body: onePage([ada, account(admin)]) }),
    [`PATCH /api/admin/users/${reader.id}`]: (request: FakeRequest) => {
      const change = request.body as { suspended?: boolean; isAdmin?: boolean };
      ada = {
        ...ada,
        ...(change.isAdmin === undefined ? {} : { isAdmin: change.isAdmin }),
        ...(change.suspended === undefined ? {} : { suspendedAt: change.suspended ? '2026-11-22T08:00:00Z' : null }),
      };
      return { body: ada };
    },
    [`DELETE /api/admin/users/${reader.id}/sessions`]: {
      body: { message: 'Every session of this account has ended.' },
    },
  });
  const { user } = renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  await user.click(await screen.findByRole('button', { name: 'Suspend Ada Lovelace' }));
  expect(await screen.findByRole('button', { name: 'Unsuspend Ada Lovelace' })).toBeTruthy();
  expect(toasts()).toEqual([{ title: 'Account changed', description: 'Ada Lovelace is suspended and logged out.' }]);
  expect(screen.getByRole('cell', { name: 'Suspended Nov 22, 2026' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Make admin: Ada Lovelace' }));
  expect(await screen.findByRole('button', { name: 'Remove admin: Ada Lovelace' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'End sessions of Ada Lovelace' }));
  expect(fetchMock.bodies(`PATCH /api/admin/users/${reader.id}`)).toEqual([{ suspended: true }, { isAdmin: true }]);
  expect(fetchMock.calls()).toContain(`DELETE /api/admin/users/${reader.id}/sessions`);
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'Sessions ended', description: 'Every session of this account has ended.' }]),
  );
});

test('keeps the table as it was when the service refuses the change', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/users': { body: onePage([account(admin)]) },
    [`PATCH /api/admin/users/${admin.id}`]: {
      status: 409,
      body: { message: 'The site needs at least one administrator who can log in.' },
    },
  });
  const { user } = renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  await user.click(await screen.findByRole('button', { name: 'Remove admin: Site Author' }));
  expect(fetchMock.bodies(`PATCH /api/admin/users/${admin.id}`)).toEqual([{ isAdmin: false }]);
  expect(await screen.findByRole('button', { name: 'Remove admin: Site Author' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Administrator' })).toBeTruthy();
  expect(toasts()).toEqual([
    { title: 'Account not changed', description: 'The site needs at least one administrator who can log in.' },
  ]);
});

test('says so when the accounts cannot be loaded', async () => {
  mockFetch({ 'GET /api/admin/users': { status: 403, body: { message: 'Only the site administrator can do this.' } } });
  renderWithProviders(<UsersPage />, { route: '/admin/users', ...signedIn });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The accounts could not be loaded: Only the site administrator can do this.',
  );
});
