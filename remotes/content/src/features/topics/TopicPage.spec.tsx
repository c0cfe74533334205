import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import { ESSAYS } from '../../test/fixtures';
import { mockFetch, renderWithProviders } from '@site/testing';

test('lists the essays on the decoded topic under its name', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: ESSAYS } });
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cognitive Science' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Two Clocks' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?topic=Cognitive+Science']);
  expect(screen.queryByRole('searchbox')).toBeNull();
});

test('a topic without essays suggests the full list', async () => {
  mockFetch({ 'GET /api/essays': { body: [] } });
  renderWithProviders(<App />, { route: '/topic/Musicology' });
  expect(await screen.findByText('Try adjusting your search criteria or browse all essays.')).toBeTruthy();
});
