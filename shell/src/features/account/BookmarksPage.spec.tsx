import '../../app/testing/polyfills';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/render';
import { mockFetch } from '../../app/testing/fake-fetch';
import { reader } from '../../app/testing/fixtures';
import { BookmarksPage } from './BookmarksPage';

function setup() {
  return renderWithProviders(<BookmarksPage />, { route: '/bookmarks', user: reader });
}

test('a missing bookmarks endpoint (404) means no bookmarks yet', async () => {
  mockFetch({});
  setup();
  expect(await screen.findByText('You have no bookmarks yet.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an empty list shows the empty state', async () => {
  mockFetch({ 'GET /api/bookmarks': { body: [] } });
  setup();
  expect(await screen.findByText('You have no bookmarks yet.')).toBeTruthy();
});

test('lists bookmarks with links and dates', async () => {
  mockFetch({
    'GET /api/bookmarks': {
      body: [
        {
          id: 1,
          title: 'Doubt as a daily practice',
          path: '/essay/doubt-as-a-daily-practice',
          createdAt: '2024-01-05',
        },
      ],
    },
  });
  setup();
  const link = await screen.findByRole('link', { name: 'Doubt as a daily practice' });
  expect(link.getAttribute('href')).toBe('/essay/doubt-as-a-daily-practice');
  expect(screen.getByText('Saved Jan 5, 2024')).toBeTruthy();
});

test('any other failure is reported with a way to try again', async () => {
  const fetchMock = mockFetch({ 'GET /api/bookmarks': { status: 403, body: { message: 'Forbidden origin' } } });
  const { user } = setup();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Your bookmarks could not be loaded');
  expect(alert.textContent).toContain('Forbidden origin');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
