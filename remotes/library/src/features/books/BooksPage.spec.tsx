import { currentLocation, mockFetch, renderWithProviders, type FakeReply } from '@site/testing';
import { screen, within } from '@testing-library/react';
import { pageJsonLd, pageJsonLdTypes } from '../../shared/page-json-ld';
import BooksPage from './BooksPage';
import { BOOK_LIST, MEDITATIONS, SHELVES, TOPICS } from './fixtures';

function setup(route = '/library/books', books: FakeReply = { body: BOOK_LIST }) {
  const fetchMock = mockFetch({
    'GET /api/library/books': books,
    'GET /api/library/shelves': { body: SHELVES },
    'GET /api/library/books/topics': { body: TOPICS },
    'GET /api/library/cited-in': {
      body: [{ kind: 'essay', title: 'On Stoic mornings', href: '/essay/stoic-mornings' }],
    },
    'GET /api/elearning/cited-in': { body: [] },
  });
  return { fetchMock, ...renderWithProviders(<BooksPage />, { route }) };
}

test('shows each book with its cover, facts, standing, rating, notes and quotes', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
  const meditations = await screen.findByRole('article', { name: 'Meditations' });
  const cover = within(meditations).getByRole('img', { name: 'Cover of Meditations by Marcus Aurelius' });
  expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['120', '180']);
  expect(within(meditations).getByText('Marcus Aurelius, 180')).toBeTruthy();
  expect(within(meditations).getByText(/^Read from/).textContent).toBe('Read from Jan 2, 2024 to Mar 30, 2024');
  expect(within(meditations).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  expect(within(meditations).getByText('time').tagName).toBe('EM');
  expect(within(meditations).getByText(/Waste no more time/)).toBeTruthy();
  expect(within(meditations).getByText('Marcus Aurelius, p. 112')).toBeTruthy();
  expect(within(meditations).getByRole('link', { name: 'Desert island' }).getAttribute('href')).toBe(
    '/library/books?shelf=desert-island',
  );

  const reading = screen.getByRole('article', { name: 'The Order of Time' });
  expect(within(reading).getByText(/^Reading since/).textContent).toBe('Reading since Nov 2, 2026');
  expect(within(reading).queryByRole('img', { name: /Rated/ })).toBeNull();
  expect(screen.getByRole('article', { name: 'Proofs and Refutations' }).textContent).toContain('To read');
  expect(screen.getByRole('status').textContent).toBe('3 books');
  // Only the first covers load at once; the rest wait until the reader scrolls near them.
  const loading = screen.getAllByRole('img', { name: /^Cover of/ }).map((img) => img.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'lazy']);
});

test('the head names the books listed, each a Book at its place on the page, below the library', async () => {
  setup();
  await screen.findByRole('article', { name: 'Meditations' });
  expect(pageJsonLdTypes()).toEqual(['CollectionPage', 'BreadcrumbList', 'Book', 'Book', 'Book']);
  const [collection, breadcrumbs, ...books] = pageJsonLd();
  expect(collection).toMatchObject({
    mainEntity: {
      itemListElement: BOOK_LIST.items.map((book) => ({
        name: book.title,
        url: `http://localhost/library/books#${book.slug}`,
      })),
    },
  });
  expect(breadcrumbs).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Library' }, { name: 'Books' }] });
  expect(books.find((book) => book.name === 'Meditations')).toMatchObject({
    url: 'http://localhost/library/books#meditations',
    author: { name: 'Marcus Aurelius' },
  });
});

test('shelf tabs mark the current shelf and keep the other filters in the address', async () => {
  const { fetchMock } = setup('/library/books?topic=Philosophy&sort=year');
  const shelves = screen.getByRole('navigation', { name: 'Shelves' });
  await within(shelves).findByRole('link', { name: /Desert island/ });
  expect(within(shelves).getByRole('link', { name: 'All books 3' }).getAttribute('aria-current')).toBe('page');
  expect(within(shelves).getByRole('link', { name: 'To read 1' }).getAttribute('href')).toBe(
    '/library/books?shelf=to-read&topic=Philosophy&sort=year',
  );
  expect(fetchMock.requested('/api/library/books')).toContain('/api/library/books?topic=Philosophy&sort=year');
});

test('topic, text and sort go into the address', async () => {
  const { user, fetchMock } = setup('/library/books?shelf=read');
  const form = screen.getByRole('search', { name: 'Filter books' });
  await within(form).findByRole('option', { name: 'Physics' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Topic' }), 'Physics');
  expect(currentLocation()).toBe('/library/books?shelf=read&topic=Physics');
  await user.type(within(form).getByRole('searchbox', { name: 'Search title, author and notes' }), 'time{Enter}');
  expect(currentLocation()).toBe('/library/books?shelf=read&topic=Physics&q=time');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Sort by' }), 'Rating');
  expect(currentLocation()).toBe('/library/books?shelf=read&topic=Physics&q=time&sort=rating');
  expect(fetchMock.requested('/api/library/books').at(-1)).toBe(
    '/api/library/books?shelf=read&topic=Physics&q=time&sort=rating',
  );
  await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
  expect(currentLocation()).toBe('/library/books?sort=rating');
});

test('says when nothing matches and offers the whole list', async () => {
  setup('/library/books?q=zebra', { body: { items: [], total: 0 } });
  expect(await screen.findByText('No books match.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Show all books' }).getAttribute('href')).toBe('/library/books');
});

test('an unknown shelf in the address says the books could not be loaded', async () => {
  setup('/library/books?shelf=nowhere', { status: 400, body: { message: 'shelf must be one of: reading.' } });
  expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
});

test('where a book is cited opens on demand', async () => {
  const { user, fetchMock } = setup();
  const meditations = await screen.findByRole('article', { name: MEDITATIONS.title });
  expect(fetchMock.requested('/api/library/cited-in')).toEqual([]);
  await user.click(within(meditations).getByRole('button', { name: 'Where is this cited?' }));
  expect(await within(meditations).findByRole('link', { name: 'On Stoic mornings' })).toBeTruthy();
  expect(fetchMock.requested('/api/library/cited-in')).toEqual([
    '/api/library/cited-in?href=%2Flibrary%2Fbooks%23meditations',
  ]);
});
