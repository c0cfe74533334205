import { screen } from '@testing-library/react';
import RecentEssays from './RecentEssays';
import { ESSAYS } from '../test/fixtures';
import { mockFetch, renderWithProviders } from '@site/testing';

test('home mode shows up to the limit without filters, header or excerpts, and links to all essays', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: ESSAYS, headers: { 'X-Total-Count': '16' } } });
  renderWithProviders(<RecentEssays limit={2} />, { route: '/' });
  const viewAll = await screen.findByRole('link', { name: 'View All Essays (16)' });
  expect(viewAll.getAttribute('href')).toBe('/essays');
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Two Clocks', 'What Grief Knows']);
  expect(screen.getByText('Jan 5, 2024')).toBeTruthy();
  expect(screen.getByText('128 views')).toBeTruthy();
  expect(screen.queryByText('The time of physics and the time we live.')).toBeNull();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays']);
  expect(fetchMock.requested('/api/tags')).toEqual([]);
});

test('without X-Total-Count the total is the length of the list', async () => {
  mockFetch({ 'GET /api/essays': { body: ESSAYS } });
  renderWithProviders(<RecentEssays limit={1} />, { route: '/' });
  expect(await screen.findByRole('link', { name: 'View All Essays (3)' })).toBeTruthy();
});

test('no View All link when every essay fits within the limit', async () => {
  mockFetch({ 'GET /api/essays': { body: ESSAYS, headers: { 'X-Total-Count': '3' } } });
  renderWithProviders(<RecentEssays limit={3} />, { route: '/' });
  expect(await screen.findByRole('link', { name: 'Doubt as a Daily Practice' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /View All Essays/ })).toBeNull();
});
