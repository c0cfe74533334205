import { screen, within } from '@testing-library/react';
import type { AuditEntry, AuditPage as AuditPageData } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import AuditPage from './AuditPage';

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T09:30:00Z',
  userId: 1,
  userName: 'Site Author',
  userEmail: 'author@example.org',
  method: 'POST',
  path: '/api/admin/users/7/suspend',
  summary: 'Suspend an account',
  status: 200,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  details: null,
  ...changes,
});

const onePage = (items: AuditEntry[], total = items.length, page = 1): AuditPageData => ({
  items,
  total,
  page,
  pageSize: 50,
});

test('lists each admin action with who, what, the outcome and where it came from', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/audit': {
      body: onePage([
        entry(2, {
          userName: 'Olga Reader',
          userEmail: 'olga@example.org',
          status: 403,
          path: '/api/admin/import',
          summary: 'Import an archive (refused)',
        }),
        entry(1, { details: { isAdmin: true, password: '[redacted]' } }),
      ]),
    },
  });
  renderWithProviders(<AuditPage />, { route: '/admin/audit' });
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
  const [, refused, done] = within(table).getAllByRole('row');
  expect(
    within(refused)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Olga Readerolga@example.org',
    'Import an archive (refused)POST /api/admin/import',
    '403 Refused',
    '203.0.113.7Mozilla/5.0 (X11; Linux x86_64)',
  ]);
  expect(within(done).getByRole('cell', { name: '200 Done' })).toBeTruthy();
  expect(within(done).getByText(/"password": "\[redacted\]"/)).toBeTruthy();
  expect(within(refused).getByRole('rowheader').querySelector('time')?.getAttribute('datetime')).toBe(
    '2026-11-20T09:30:00Z',
  );
  expect(screen.getByRole('status').textContent).toBe('2 actions, page 1 of 1.');
  expect(fetchMock.requested('/api/admin/audit')).toEqual(['/api/admin/audit?page=1&pageSize=50']);
});

test('names what the site did by itself, in the words of the service that did it', async () => {
  mockFetch({
    'GET /api/admin/audit': {
      body: onePage([
        entry(3, {
          userId: null,
          userName: null,
          userEmail: null,
          method: '',
          path: '/essay/on-attention',
          summary: 'published “On Attention” on schedule',
          ip: '',
          userAgent: '',
        }),
      ]),
    },
  });
  renderWithProviders(<AuditPage />, { route: '/admin/audit' });
  const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
  const [, scheduled] = within(table).getAllByRole('row');
  expect(
    within(scheduled)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['The site, by itself', 'published “On Attention” on schedule/essay/on-attention', '200 Done', '']);
});

test('filters by account and path through the address, and pages', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/audit': { body: onePage([entry(1)], 120) },
    'GET /api/admin/audit?user=olga&path=import&page=1&pageSize=50': { body: onePage([entry(3)], 51) },
    'GET /api/admin/audit?user=olga&path=import&page=2&pageSize=50': { body: onePage([entry(4)], 51, 2) },
  });
  const { user } = renderWithProviders(<AuditPage />, { route: '/admin/audit' });
  expect(await screen.findByText('120 actions, page 1 of 3.')).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Account (id, name or email)' }), 'olga');
  await user.type(screen.getByRole('searchbox', { name: 'Path contains' }), 'import');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  expect(await screen.findByText('51 actions matching the filter, page 1 of 2.')).toBeTruthy();
  expect(currentLocation()).toBe('/admin/audit?user=olga&path=import');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('51 actions matching the filter, page 2 of 2.')).toBeTruthy();
  expect(currentLocation()).toBe('/admin/audit?user=olga&path=import&page=2');
  expect(fetchMock.requested('/api/admin/audit')).toContain(
    '/api/admin/audit?user=olga&path=import&page=2&pageSize=50',
  );
});

test('says when nothing is recorded or matches, and when the log cannot be loaded', async () => {
  mockFetch({ 'GET /api/admin/audit': { body: onePage([]) } });
  const { unmount } = renderWithProviders(<AuditPage />, { route: '/admin/audit' });
  expect(await screen.findByText('No admin action has been recorded yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  unmount();

  mockFetch({ 'GET /api/admin/audit': { status: 403, body: { message: 'Only the site administrator can do this.' } } });
  renderWithProviders(<AuditPage />, { route: '/admin/audit?user=nobody' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The audit log could not be loaded: Only the site administrator can do this.',
  );
});
