import { mockFetch, renderWithProviders } from '@site/testing';
import { screen } from '@testing-library/react';
import ReadingNow from '../../exposes/ReadingNow';
import { ORDER_OF_TIME } from './fixtures';

test('the home widget lists the books being read, each linking to its place on the shelves', async () => {
  mockFetch({ 'GET /api/library/books/reading': { body: [ORDER_OF_TIME] } });
  renderWithProviders(<ReadingNow />);
  const link = await screen.findByRole('link', { name: 'The Order of Time' });
  expect(link.getAttribute('href')).toBe('/library/books#the-order-of-time');
  expect(screen.getByRole('heading', { level: 3, name: 'The Order of Time' })).toBeTruthy();
  expect(screen.getByRole('listitem').textContent).toContain('Carlo Rovelli · Reading since Nov 2, 2026');
});

test('says so when nothing is being read, and when the list cannot be loaded', async () => {
  const fetchMock = mockFetch({ 'GET /api/library/books/reading': { body: [] } });
  const { unmount } = renderWithProviders(<ReadingNow />);
  expect(await screen.findByText('Between books just now.')).toBeTruthy();
  unmount();
  fetchMock.set('GET /api/library/books/reading', { status: 500, body: { message: 'down' } });
  renderWithProviders(<ReadingNow />);
  expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
});
