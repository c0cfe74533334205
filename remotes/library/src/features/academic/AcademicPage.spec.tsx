import { screen, within } from '@testing-library/react';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import { pageJsonLd, pageJsonLdTypes } from '../../shared/page-json-ld';
import AcademicPage from './AcademicPage';
import { paper } from './fixtures';

const PAPERS = 'GET /api/library/papers';
const CITED = { 'GET /api/library/cited-in': { body: [] }, 'GET /api/elearning/cited-in': { body: [] } };

const notes = paper({
  slug: 'lectures-on-measure',
  kind: 'lecture-notes',
  title: 'Lectures on Measure',
  authors: [{ given: 'Mira', family: 'Castell' }],
  venue: 'Graduate course, Autumn term',
  doi: null,
  documentName: null,
  pdfUrl: null,
  topics: ['mathematics'],
});

test('lists papers with authors, venue, year, DOI, a collapsed abstract and a Read link', async () => {
  mockFetch({ [PAPERS]: { body: { items: [paper(), notes], total: 2 } }, ...CITED });
  renderWithProviders(<AcademicPage />, { route: '/library/academic' });

  const item = await screen.findByRole('article', { name: 'Two Clocks and the Order of Events' });
  expect(screen.getByRole('heading', { level: 1, name: 'Academic papers' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('2 items');
  expect(item.id).toBe('two-clocks');
  expect(within(item).getByText('Mira Castell and Jonas Weir')).toBeTruthy();
  expect(within(item).getByText(/Paper, Journal of Philosophical Logic,/).textContent).toBe(
    'Paper, Journal of Philosophical Logic, 2021',
  );
  expect(within(item).getByRole('link', { name: '10.5555/two-clocks.2021' }).getAttribute('href')).toBe(
    'https://doi.org/10.5555/two-clocks.2021',
  );
  const abstract = within(item)
    .getByText(/unsynchronised clocks/)
    .closest('details');
  expect(abstract?.open).toBe(false);
  expect(within(item).getByRole('link', { name: 'Read Two Clocks and the Order of Events' })).toHaveProperty(
    'pathname',
    '/library/document/two-clocks',
  );

  const lecture = screen.getByRole('article', { name: 'Lectures on Measure' });
  expect(within(lecture).getByText('Author')).toBeTruthy();
  expect(within(lecture).queryByRole('link', { name: /^Read/ })).toBeNull();
  expect(within(lecture).queryByText('DOI')).toBeNull();
});

test('the head names the papers listed, each a ScholarlyArticle at the page where it is read', async () => {
  mockFetch({ [PAPERS]: { body: { items: [paper(), notes], total: 2 } }, ...CITED });
  renderWithProviders(<AcademicPage />, { route: '/library/academic' });
  await screen.findByRole('article', { name: 'Lectures on Measure' });

  expect(pageJsonLdTypes()).toEqual(['CollectionPage', 'BreadcrumbList', 'ScholarlyArticle', 'ScholarlyArticle']);
  const [collection, , clocks, measure] = pageJsonLd();
  expect(collection).toMatchObject({
    mainEntity: {
      itemListElement: [
        { name: 'Two Clocks and the Order of Events', url: 'http://localhost/library/document/two-clocks' },
        { name: 'Lectures on Measure', url: 'http://localhost/library/academic#lectures-on-measure' },
      ],
    },
  });
  expect(clocks).toMatchObject({
    name: 'Two Clocks and the Order of Events',
    sameAs: 'https://doi.org/10.5555/two-clocks.2021',
  });
  expect(measure).toMatchObject({
    name: 'Lectures on Measure',
    url: 'http://localhost/library/academic#lectures-on-measure',
  });
});

test('the filters live in the address and are sent to the API', async () => {
  const server = mockFetch({ [PAPERS]: { body: { items: [notes], total: 1 } }, ...CITED });
  const { user } = renderWithProviders(<AcademicPage />, { route: '/library/academic?topic=mathematics' });
  await screen.findByRole('article', { name: 'Lectures on Measure' });
  expect(server.requested('/api/library/papers')).toEqual(['/api/library/papers?topic=mathematics']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'lecture-notes');
  expect(currentLocation()).toBe('/library/academic?kind=lecture-notes&topic=mathematics');

  await user.type(screen.getByRole('searchbox', { name: 'Search papers' }), 'measure');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/library/academic?kind=lecture-notes&topic=mathematics&q=measure');
  await screen.findByRole('article', { name: 'Lectures on Measure' });
  expect(server.requested('/api/library/papers')).toContain(
    '/api/library/papers?kind=lecture-notes&topic=mathematics&q=measure',
  );

  await user.click(screen.getByRole('button', { name: /Topic: mathematics/ }));
  expect(currentLocation()).toBe('/library/academic?kind=lecture-notes&q=measure');
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(currentLocation()).toBe('/library/academic');
});

test('a topic link narrows the list to that topic', async () => {
  mockFetch({ [PAPERS]: { body: { items: [paper()], total: 1 } }, ...CITED });
  const { user } = renderWithProviders(<AcademicPage />, { route: '/library/academic' });
  const item = await screen.findByRole('article', { name: 'Two Clocks and the Order of Events' });
  await user.click(within(within(item).getByRole('list', { name: 'Topics' })).getByRole('link', { name: 'logic' }));
  expect(currentLocation()).toBe('/library/academic?topic=logic');
});

test('pages through a long list', async () => {
  mockFetch({ [PAPERS]: { body: { items: [paper()], total: 45 } }, ...CITED });
  renderWithProviders(<AcademicPage />, { route: '/library/academic?page=2' });
  const pages = await screen.findByRole('navigation', { name: 'Pages of papers' });
  expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
  expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveProperty('search', '');
  expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveProperty('search', '?page=3');
});

test('an empty result offers the whole list back, and a failure can be retried', async () => {
  const server = mockFetch({ [PAPERS]: { body: { items: [], total: 0 } }, ...CITED });
  const { user } = renderWithProviders(<AcademicPage />, { route: '/library/academic?q=zebra' });
  await user.click(await screen.findByRole('button', { name: 'Show all papers' }));
  expect(currentLocation()).toBe('/library/academic');

  server.set(PAPERS, { status: 500, body: { message: 'Internal server error' } });
  await user.type(screen.getByRole('searchbox', { name: 'Search papers' }), 'clocks{Enter}');
  expect(await screen.findByRole('alert')).toBeTruthy();
  server.set(PAPERS, { body: { items: [paper()], total: 1 } });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Two Clocks and the Order of Events' })).toBeTruthy();
});
