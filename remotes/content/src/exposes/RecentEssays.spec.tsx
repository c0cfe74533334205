import { screen } from '@testing-library/react';
import RecentEssays from './RecentEssays';
import { ESSAYS } from '../test/fixtures';
import { mockFetch, requested } from '../test/fetch-mock';
import { renderAt } from '../test/render';

test('home mode shows up to the limit without filters, header or excerpts, and links to all essays', async () => {
  const fetchMock = mockFetch({ '/api/essays': { body: ESSAYS, headers: { 'X-Total-Count': '16' } } });
  renderAt('/', <RecentEssays limit={2} />);
  const viewAll = await screen.findByRole('link', { name: 'View All Essays (16)' });
  expect(viewAll.getAttribute('href')).toBe('/essays');
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Two Clocks', 'What Grief Knows']);
  expect(screen.getByText('Jan 5, 2024')).toBeTruthy();
  expect(screen.getByText('128 views')).toBeTruthy();
  expect(screen.queryByText('The time of physics and the time we live.')).toBeNull();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(requested(fetchMock, '/api/essays')).toEqual(['/api/essays']);
  expect(requested(fetchMock, '/api/tags')).toEqual([]);
});

test('without X-Total-Count the total is the length of the list', async () => {
  mockFetch({ '/api/essays': { body: ESSAYS } });
  renderAt('/', <RecentEssays limit={1} />);
  expect(await screen.findByRole('link', { name: 'View All Essays (3)' })).toBeTruthy();
});

test('no View All link when every essay fits within the limit', async () => {
  mockFetch({ '/api/essays': { body: ESSAYS, headers: { 'X-Total-Count': '3' } } });
  renderAt('/', <RecentEssays limit={3} />);
  expect(await screen.findByRole('link', { name: 'Doubt as a Daily Practice' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /View All Essays/ })).toBeNull();
});
