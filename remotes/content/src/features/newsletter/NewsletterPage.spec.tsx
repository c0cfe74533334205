import { SUBSCRIBE_SENT_TEXT, type NewsletterIssue } from '@site/contracts';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { screen, within } from '@testing-library/react';
import App from '../../exposes/App';
import NewsletterPage from './NewsletterPage';

const ISSUES: NewsletterIssue[] = [
  {
    id: 2,
    subject: 'On counting what cannot be counted',
    html: '<p>Cantor’s diagonal, told as a story about a hotel.</p>',
    sentAt: '2026-10-01T12:00:00.000Z',
  },
  {
    id: 1,
    subject: 'Why the map is not the territory',
    html: '<p>Korzybski and the weather forecast.</p>',
    sentAt: '2026-09-01T12:00:00.000Z',
  },
];

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetch = mockFetch({
    'GET /api/newsletter/issues': { body: ISSUES },
    'POST /api/newsletter/subscribe': { status: 202, body: { message: SUBSCRIBE_SENT_TEXT } },
    ...routes,
  });
  return { ...renderWithProviders(<NewsletterPage />, { route: '/newsletter' }), fetch };
}

const email = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;

test('says what the newsletter is and how signing up works', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
  expect(screen.getByText(/Once a month or so/)).toBeTruthy();
  expect(screen.getByText(/unsubscribes you in one click/)).toBeTruthy();
});

test('an address that is no address is named before anything is sent', async () => {
  const { user, fetch } = setup();
  await user.type(email(), 'not an address');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  expect(document.activeElement).toBe(email());
  expect(fetch.bodies('POST /api/newsletter/subscribe')).toEqual([]);
});

test('signing up sends the address and shows the one answer in place of the form', async () => {
  const { user, fetch } = setup();
  await user.type(email(), ' reader@example.org ');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect((await screen.findByText(SUBSCRIBE_SENT_TEXT)).closest('[role="status"]')).not.toBeNull();
  expect(fetch.bodies('POST /api/newsletter/subscribe')).toEqual([{ email: 'reader@example.org' }]);
  expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).toBeNull();
});

test('a refused sign-up shows why and keeps the address', async () => {
  const { user } = setup({
    'POST /api/newsletter/subscribe': { status: 400, body: { message: 'email must be an email' } },
  });
  await user.type(email(), 'reader@example.org');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect((await screen.findByRole('alert')).textContent).toBe('email must be an email');
  expect(email().value).toBe('reader@example.org');
});

test('the sign-up form has the hidden honeypot', () => {
  const { container } = setup();
  expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
  expect(honeypot?.tabIndex).toBe(-1);
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('the archive lists the sent issues newest first, each with its date and full text', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 2, name: 'Past issues' })).toBeTruthy();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/^(On|Why)/).textContent)).toEqual([
    'On counting what cannot be counted',
    'Why the map is not the territory',
  ]);
  expect(within(items[0]).getByText('October 1, 2026').getAttribute('dateTime')).toBe('2026-10-01T12:00:00.000Z');
  expect(within(items[1]).getByText('Korzybski and the weather forecast.').tagName).toBe('P');
  expect(items[0].querySelector('details')).not.toBeNull();
});

test('an empty archive says so', async () => {
  setup({ 'GET /api/newsletter/issues': { body: [] } });
  expect(await screen.findByText(/No issue has been sent yet/)).toBeTruthy();
});

test('an archive that cannot be loaded says so', async () => {
  setup({ 'GET /api/newsletter/issues': { status: 503, body: { message: 'down' } } });
  expect(await screen.findByRole('heading', { name: 'Could not load the archive' })).toBeTruthy();
});

// The page is a lazy chunk, slow to compile on a first run.
test('the content app draws the page at /newsletter', async () => {
  mockFetch({ 'GET /api/newsletter/issues': { body: [] } });
  renderWithProviders(<App />, { route: '/newsletter' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' }, { timeout: 10_000 })).toBeTruthy();
});
