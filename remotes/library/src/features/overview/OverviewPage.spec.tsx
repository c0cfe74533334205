import type { LibraryOverview } from '@site/contracts';
import { mockFetch, renderWithProviders } from '@site/testing';
import { screen, within } from '@testing-library/react';
import { MEDITATIONS, ORDER_OF_TIME, SHELVES } from '../books/fixtures';
import { pageJsonLd } from '../../shared/page-json-ld';
import OverviewPage from './OverviewPage';

const OVERVIEW: LibraryOverview = {
  shelves: SHELVES,
  counts: { books: 15, papers: 1, audio: 2, documents: 3, episodes: 1 },
  reading: [ORDER_OF_TIME],
  recent: [
    {
      kind: 'book',
      slug: ORDER_OF_TIME.slug,
      title: ORDER_OF_TIME.title,
      href: '/library/books#the-order-of-time',
      addedAt: '2026-10-30T19:40:00.000Z',
    },
    {
      kind: 'episode',
      slug: 'first-light',
      title: 'First light',
      href: '/podcast/episode/first-light',
      addedAt: '2026-10-01T08:00:00.000Z',
    },
  ],
};

function setup() {
  mockFetch({
    'GET /api/library': { body: OVERVIEW },
    'GET /api/library/books/reading': { body: [ORDER_OF_TIME, MEDITATIONS] },
  });
  return renderWithProviders(<OverviewPage />, { route: '/library' });
}

test('names each room of the library with what it holds', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeTruthy();
  const rooms = within(await screen.findByRole('region', { name: 'In the library' })).getAllByRole('listitem');
  expect(rooms.map((room) => within(room).getByRole('link').getAttribute('href'))).toEqual([
    '/library/books',
    '/library/academic',
    '/library/audio',
    '/podcast',
  ]);
  expect(rooms[0].textContent).toContain('15 books');
  expect(rooms[1].textContent).toContain('1 paper, 3 documents to read');
  expect(rooms[3].textContent).toContain('1 episode');
});

test('shows the shelves with counts, what is being read and the recent additions', async () => {
  setup();
  const shelves = await screen.findByRole('region', { name: 'Shelves' });
  expect(within(shelves).getByRole('link', { name: 'Desert island (1)' }).getAttribute('href')).toBe(
    '/library/books?shelf=desert-island',
  );
  expect(within(shelves).getByText('One crate, washed ashore.')).toBeTruthy();
  const reading = screen.getByRole('region', { name: 'Reading now' });
  expect(await within(reading).findByRole('link', { name: 'Meditations' })).toBeTruthy();
  const recent = within(screen.getByRole('region', { name: 'Recent additions' })).getAllByRole('listitem');
  expect(recent.map((item) => item.textContent)).toEqual([
    'BookThe Order of TimeOct 30, 2026',
    'EpisodeFirst lightOct 1, 2026',
  ]);
  expect(within(recent[1]).getByRole('link').getAttribute('href')).toBe('/podcast/episode/first-light');
});

test('the head names the recent additions, and where the library sits', async () => {
  setup();
  await screen.findByRole('region', { name: 'Recent additions' });
  expect(pageJsonLd()).toMatchObject([
    {
      '@type': 'CollectionPage',
      name: 'Library',
      url: 'http://localhost/library',
      mainEntity: {
        itemListElement: [
          { name: 'The Order of Time', url: 'http://localhost/library/books#the-order-of-time' },
          { name: 'First light', url: 'http://localhost/podcast/episode/first-light' },
        ],
      },
    },
    { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Library' }] },
  ]);
});

test('offers to try again when the library cannot be loaded', async () => {
  const fetchMock = mockFetch({ 'GET /api/library': { status: 500, body: { message: 'down' } } });
  renderWithProviders(<OverviewPage />, { route: '/library' });
  const alert = await screen.findByRole('alert');
  fetchMock.set('GET /api/library', { body: OVERVIEW });
  await within(alert).getByRole('button', { name: 'Try again' }).click();
  expect(await screen.findByRole('region', { name: 'In the library' })).toBeTruthy();
});
