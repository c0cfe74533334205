import { screen, waitFor, within } from '@testing-library/react';
import type { AdminIssue, AdminIssueSummary, EssayDetail, SubscriberListPage } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import NewsletterPage from './NewsletterPage';

const counts = { confirmed: 2, waiting: 1, unsubscribed: 1 };

const subscribers = (items: SubscriberListPage['items'], total = items.length): SubscriberListPage => ({
  items,
  total,
  page: 1,
  pageSize: 25,
  counts,
});

const ADA = {
  id: 1,
  email: 'ada@example.org',
  status: 'confirmed' as const,
  createdAt: '2026-11-01T10:00:00Z',
  confirmedAt: '2026-11-02T10:00:00Z',
  unsubscribedAt: null,
};
const EMMY = { ...ADA, id: 2, email: 'emmy@example.org', status: 'waiting' as const, confirmedAt: null };

const NO_PROGRESS = { queued: 0, sent: 0, retrying: 0 };

const summary = (changes: Partial<AdminIssueSummary> = {}): AdminIssueSummary => ({
  id: 7,
  subject: 'On maps',
  status: 'draft',
  essaySlug: 'on-maps',
  essayTitle: 'On maps',
  sentAt: null,
  updatedAt: '2026-11-20T10:00:00Z',
  progress: NO_PROGRESS,
  ...changes,
});

const draft = (changes: Partial<AdminIssue> = {}): AdminIssue => ({
  ...summary(),
  intro: 'A word first.',
  bodyHtml: '<p>The body.</p>',
  html: '<p>A word first.</p><h2><a href="/essay/on-maps">On maps</a></h2><p>The body.</p>',
  text: 'A word first.',
  testSentAt: null,
  ...changes,
});

const ESSAY = {
  id: 3,
  slug: 'on-maps',
  title: 'On maps',
  date: '2026-10-01',
  excerpt: '',
  viewCount: 0,
  html: '<p>The body.</p>',
} as EssayDetail;

test('lists the issues and the subscribers, with their counts, filtered by status and searched', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/newsletter/issues': {
      body: [
        summary(),
        summary({
          id: 6,
          subject: 'The arrow',
          status: 'sent',
          sentAt: '2026-10-20T10:00:00Z',
          progress: { queued: 3, sent: 3, retrying: 0 },
        }),
      ],
    },
    'GET /api/admin/newsletter/subscribers': { body: subscribers([ADA, EMMY]) },
    'GET /api/admin/newsletter/subscribers?status=waiting&page=1&pageSize=25': { body: subscribers([EMMY]) },
  });
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter' });
  expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();

  const issues = await screen.findByRole('table', { name: 'Issues, newest first' });
  const rows = within(issues)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['On mapsOn mapsDraft——', 'The arrowOn mapsSentOct 20, 2026' + '3 queued, 3 sent']);
  expect(within(issues).getByRole('link', { name: 'The arrow' }).getAttribute('href')).toBe(
    '/admin/newsletter?issue=6',
  );
  expect(screen.getByRole('link', { name: 'New issue' }).getAttribute('href')).toBe('/admin/newsletter?issue=new');

  const list = await screen.findByRole('table', { name: 'Subscribers, newest first' });
  expect(
    within(list)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['ada@example.org', 'emmy@example.org']);
  const filters = screen.getByRole('group', { name: 'Show subscribers' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All (4)', 'Confirmed (2)', 'Waiting (1)', 'Unsubscribed (1)']);

  await user.click(within(filters).getByRole('button', { name: 'Waiting (1)' }));
  await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('One address, page 1 of 1.'));
  expect(within(filters).getByRole('button', { name: 'Waiting (1)' }).getAttribute('aria-pressed')).toBe('true');
  expect(currentLocation()).toBe('/admin/newsletter?status=waiting');

  await user.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'Emmy');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(fetchMock.requested('/api/admin/newsletter/subscribers')).toContain(
      '/api/admin/newsletter/subscribers?status=waiting&q=Emmy&page=1&pageSize=25',
    ),
  );
});

test('composes a draft from a chosen essay and opens it', async () => {
  const fetchMock = mockFetch({
    'GET /api/essays': { body: [ESSAY] },
    'GET /api/essays/on-maps': { body: ESSAY },
    'POST /api/admin/newsletter/issues': { status: 201, body: draft() },
    'GET /api/admin/newsletter/issues/7': { body: draft() },
    'GET /api/admin/newsletter/issues': { body: [summary()] },
    'GET /api/admin/newsletter/subscribers': { body: subscribers([]) },
  });
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter?issue=new' });
  expect(await screen.findByRole('heading', { name: 'Choose an essay' })).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'On maps' }));

  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  expect((subject as HTMLInputElement).value).toBe('On maps');
  expect(screen.getByText('The body.')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: /Introduction/ }), 'A word first.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(currentLocation()).toBe('/admin/newsletter?issue=7'));
  expect(fetchMock.bodies('POST /api/admin/newsletter/issues')).toEqual([
    {
      essaySlug: 'on-maps',
      essayTitle: 'On maps',
      subject: 'On maps',
      intro: 'A word first.',
      bodyHtml: '<p>The body.</p>',
    },
  ]);
});

test('refuses to save a draft without a subject', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/newsletter/issues/7': { body: draft() },
    'GET /api/admin/newsletter/subscribers': { body: subscribers([]) },
  });
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter?issue=7' });
  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  await user.clear(subject);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(screen.getByText('Enter a subject.')).toBeTruthy();
  expect(document.activeElement).toBe(subject);
  expect(fetchMock.calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
  expect(screen.getByText('Save your changes first: tests and sends use the saved draft.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Send a test to me' }) as HTMLButtonElement).disabled).toBe(true);
});

test("replaces a draft's copy of the essay with its latest text, keeping the subject and intro", async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/newsletter/issues/7': { body: draft() },
    'GET /api/admin/newsletter/issues': { body: [summary()] },
    'GET /api/admin/newsletter/subscribers': { body: subscribers([]) },
    'GET /api/essays/on-maps': { body: { ...ESSAY, title: 'On maps, revised', html: '<p>The new body.</p>' } },
    'PUT /api/admin/newsletter/issues/7': {
      body: draft({ essayTitle: 'On maps, revised', bodyHtml: '<p>The new body.</p>', html: '<p>The new body.</p>' }),
    },
  });
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter?issue=7' });
  await user.click(await screen.findByRole('button', { name: 'Take the essay’s latest text' }));
  expect(await screen.findByText('The new body.')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/newsletter/issues/7')).toEqual([
    {
      essaySlug: 'on-maps',
      essayTitle: 'On maps, revised',
      subject: 'On maps',
      intro: 'A word first.',
      bodyHtml: '<p>The new body.</p>',
    },
  ]);
  expect(screen.getByRole('link', { name: 'On maps, revised' }).getAttribute('href')).toBe('/essay/on-maps');
});

test('sends a test to the admin, then the issue to the confirmed subscribers after asking', async () => {
  let sent = false;
  const fetchMock = mockFetch({
    'GET /api/admin/newsletter/issues/7': () => ({
      body: sent
        ? draft({ status: 'sent', sentAt: '2026-11-21T10:00:00Z', progress: { queued: 2, sent: 2, retrying: 0 } })
        : draft(),
    }),
    'GET /api/admin/newsletter/issues': { body: [summary()] },
    'GET /api/admin/newsletter/subscribers': { body: subscribers([]) },
    'POST /api/admin/newsletter/issues/7/test': {
      status: 202,
      body: { message: 'A test was sent to author@example.org.' },
    },
    'POST /api/admin/newsletter/issues/7/send': () => {
      sent = true;
      return { status: 202, body: summary({ status: 'sending', sentAt: '2026-11-21T10:00:00Z' }) };
    },
  });
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter?issue=7' });
  await user.click(await screen.findByRole('button', { name: 'Send a test to me' }));
  expect(await screen.findByText('A test was sent to author@example.org.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
  const confirm = screen.getByRole('group', { name: 'Send to subscribers' });
  expect(confirm.textContent).toContain('Send “On maps” to 2 confirmed subscribers now? It cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Send now' }));

  const progress = await screen.findByRole('status', { name: 'Progress' });
  expect(progress.textContent).toBe('Mails: 2 queued, 2 sent');
  expect(screen.getByRole('region', { name: 'On maps' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'archive' }).getAttribute('href')).toBe('/newsletter');
  expect(fetchMock.calls().filter((call) => call.startsWith('POST'))).toEqual([
    'POST /api/admin/newsletter/issues/7/test',
    'POST /api/admin/newsletter/issues/7/send',
  ]);
});

test('says so when the issues cannot be loaded', async () => {
  mockFetch({
    'GET /api/admin/newsletter/issues': { status: 403, body: { message: 'Only the site administrator can do this.' } },
    'GET /api/admin/newsletter/subscribers': {
      status: 403,
      body: { message: 'Only the site administrator can do this.' },
    },
  });
  renderWithProviders(<NewsletterPage />, { route: '/admin/newsletter' });
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'The issues could not be loaded: Only the site administrator can do this.',
    'The subscribers could not be loaded: Only the site administrator can do this.',
  ]);
});
