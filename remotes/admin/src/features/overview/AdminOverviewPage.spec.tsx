import { screen, within } from '@testing-library/react';
import type { AdminUser, AdminUserPage, AudienceStats, ContentStats, RecentMessage, UserStats } from '@site/contracts';
import { admin, mockFetch, reader, renderWithProviders } from '@site/testing';
import AdminOverviewPage from './AdminOverviewPage';

const USER_STATS: UserStats = { readers: 1204, admins: 1, suspended: 2, newLast30Days: 31 };
const AUDIENCE_STATS: AudienceStats = { subscribers: 310, subscribersWaiting: 4, messagesWaiting: 3 };
const CONTENT_STATS: ContentStats = { essays: 42, drafts: 1, scheduled: 2, activeTopics: 35 };

const account = (user: typeof reader, createdAt: string): AdminUser => ({ ...user, createdAt, suspendedAt: null });
const SIGNUPS: AdminUserPage = {
  items: [account(reader, '2026-11-20T10:00:00Z'), account(admin, '2026-01-02T10:00:00Z')],
  total: 2,
  page: 1,
  pageSize: 5,
};
const MESSAGES: RecentMessage[] = [
  {
    id: 9,
    name: 'Mary Somerville',
    email: 'mary@example.org',
    subject: 'On the connexion of the sciences',
    excerpt: 'A question about your essay on tides…',
    createdAt: '2026-11-21T08:00:00Z',
    waiting: true,
  },
];

const everything = () =>
  mockFetch({
    'GET /api/admin/users/stats': { body: USER_STATS },
    'GET /api/admin/audience/stats': { body: AUDIENCE_STATS },
    'GET /api/admin/content/stats': { body: CONTENT_STATS },
    'GET /api/admin/users': { body: SIGNUPS },
    'GET /api/admin/audience/recent-messages': { body: MESSAGES },
  });

const figure = (name: string) => screen.getByRole('region', { name });

test('shows the counts of every service, the recent sign-ups and the recent messages', async () => {
  const fetchMock = everything();
  renderWithProviders(<AdminOverviewPage />, { route: '/admin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();

  expect(await within(figure('Readers')).findByText('1,204')).toBeTruthy();
  expect(within(figure('Readers')).getByText('31 new in the last 30 days, 2 suspended')).toBeTruthy();
  expect(await within(figure('Subscribers')).findByText('310')).toBeTruthy();
  expect(within(figure('Subscribers')).getByText('4 waiting to confirm')).toBeTruthy();
  expect(await within(figure('Essays')).findByText('42')).toBeTruthy();
  expect(within(figure('Essays')).getByText('1 draft, 2 scheduled')).toBeTruthy();
  expect(await within(figure('Messages waiting')).findByText('3')).toBeTruthy();

  const signups = screen.getByRole('region', { name: 'Recent sign-ups' });
  const people = await within(signups).findAllByRole('listitem');
  expect(people.map((item) => item.textContent)).toEqual([
    'Ada Lovelaceada · ada@example.org · joined Nov 20, 2026',
    'Site Authorauthor · ada@example.org · joined Jan 2, 2026',
  ]);
  expect(within(signups).getByRole('link', { name: 'All users' }).getAttribute('href')).toBe('/admin/users');
  expect(fetchMock.requested('/api/admin/users')).toEqual(['/api/admin/users?page=1&pageSize=5']);

  const messages = screen.getByRole('region', { name: 'Recent messages' });
  const [message] = await within(messages).findAllByRole('listitem');
  expect(within(message).getByText('Waiting')).toBeTruthy();
  expect(message.textContent).toContain('Mary Somerville · mary@example.org · Nov 21, 2026');
  expect(message.textContent).toContain('A question about your essay on tides…');
  expect(within(messages).getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/admin/inbox');
});

test('a service that is down costs only its own figures, which can be asked for again', async () => {
  const fetchMock = everything();
  fetchMock.set('GET /api/admin/audience/stats', {
    status: 503,
    body: { message: 'The audience service is unavailable.' },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<AdminOverviewPage />, { route: '/admin' });

  expect(await within(figure('Subscribers')).findByText('Could not be loaded.')).toBeTruthy();
  expect(await within(figure('Messages waiting')).findByText('Could not be loaded.')).toBeTruthy();
  expect(await within(figure('Readers')).findByText('1,204')).toBeTruthy();
  expect(await within(figure('Essays')).findByText('42')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();

  fetchMock.set('GET /api/admin/audience/stats', { body: AUDIENCE_STATS });
  await user.click(screen.getByRole('button', { name: 'Retry Subscribers' }));
  expect(await within(figure('Subscribers')).findByText('310')).toBeTruthy();
  jest.restoreAllMocks();
});

test('says so when the lists are empty or cannot be loaded', async () => {
  const fetchMock = everything();
  fetchMock.set('GET /api/admin/users', { body: { items: [], total: 0, page: 1, pageSize: 5 } });
  fetchMock.set('GET /api/admin/audience/recent-messages', { status: 503, body: { message: 'Service unavailable.' } });
  renderWithProviders(<AdminOverviewPage />, { route: '/admin' });
  expect(await screen.findByText('No one has signed up yet.')).toBeTruthy();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The recent messages could not be loaded: Service unavailable.',
  );
});
