import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@site/testing';
import { CitedIn } from './CitedIn';

const ESSAYS = 'GET /api/library/cited-in';
const LESSONS = 'GET /api/elearning/cited-in';

test('lists the citing essays and lessons together, asking both services for the same address', async () => {
  const server = mockFetch({
    [ESSAYS]: { body: [{ kind: 'essay', title: 'On Waiting', href: '/essay/on-waiting' }] },
    [LESSONS]: { body: [{ kind: 'lesson', title: 'Clocks and order', href: '/courses/time?lesson=clocks' }] },
  });
  renderWithProviders(<CitedIn href="/library/academic#two-clocks" />);
  expect(await screen.findByRole('link', { name: 'On Waiting' })).toHaveProperty('pathname', '/essay/on-waiting');
  expect(screen.getByRole('link', { name: 'Clocks and order' }).getAttribute('href')).toBe(
    '/courses/time?lesson=clocks',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Cited in' })).toBeTruthy();
  expect(server.requested('/api/library/cited-in')).toEqual([
    '/api/library/cited-in?href=%2Flibrary%2Facademic%23two-clocks',
  ]);
  expect(server.requested('/api/elearning/cited-in')).toEqual([
    '/api/elearning/cited-in?href=%2Flibrary%2Facademic%23two-clocks',
  ]);
});

test('a failing source only loses its own entries', async () => {
  mockFetch({
    [ESSAYS]: { body: [{ kind: 'essay', title: 'On Waiting', href: '/essay/on-waiting' }] },
    [LESSONS]: { status: 503, body: { message: 'Service unavailable' } },
  });
  renderWithProviders(<CitedIn href="/library/books#waiting" headingLevel={3} />);
  expect(await screen.findByRole('link', { name: 'On Waiting' })).toBeTruthy();
  expect(screen.getByText('The lessons citing this could not be loaded just now.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Cited in' })).toBeTruthy();
});

test('says so when nothing cites the item', async () => {
  mockFetch({ [ESSAYS]: { body: [] }, [LESSONS]: { body: [] } });
  renderWithProviders(<CitedIn href="/library/audio#quiet" />);
  expect(await screen.findByText('No essay or lesson cites this yet.')).toBeTruthy();
});
