import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../exposes/App';
import { ESSAYS } from '../../test/fixtures';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';

test('shows the essays matching q', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: ESSAYS } });
  renderWithProviders(<App />, { route: '/search?q=%20time%20' });
  expect(screen.getByRole('heading', { level: 1, name: 'Search results for "time"' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Two Clocks' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?query=time']);
});

test('without a term it asks for one and searches nothing; an empty term is ignored', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: ESSAYS } });
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=' });
  expect(screen.getByText('Type a word or phrase above to search the essays.')).toBeTruthy();
  const box = screen.getByRole('searchbox', { name: 'Search essays' });
  await user.type(box, '   {Enter}');
  expect(currentLocation()).toBe('/search?q=');
  await user.type(box, 'grief {Enter}');
  expect(currentLocation()).toBe('/search?q=grief');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "grief"' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?query=grief']);
});
