import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import { ESSAYS } from '../../test/fixtures';
import { mockFetch, requested } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

test('lists the essays on the decoded topic under its name', async () => {
  const fetchMock = mockFetch({ '/api/essays': { body: ESSAYS } });
  renderAt('/topic/Cognitive%20Science', <App />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Cognitive Science' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Two Clocks' })).toBeTruthy();
  expect(requested(fetchMock, '/api/essays')).toEqual(['/api/essays?topic=Cognitive+Science']);
  expect(screen.queryByRole('searchbox')).toBeNull();
});

test('a topic without essays suggests the full list', async () => {
  mockFetch({ '/api/essays': { body: [] } });
  renderAt('/topic/Musicology', <App />);
  expect(await screen.findByText('Try adjusting your search criteria or browse all essays.')).toBeTruthy();
});
