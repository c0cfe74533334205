import { SEARCH_KINDS, SEARCH_PAGE_MAX, type SearchHit, type SearchKind, type SearchResults } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../exposes/App';

function hit(kind: SearchKind, title: string, extra: Partial<SearchHit> = {}): SearchHit {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return { kind, id, title, url: `/${kind}/${id}`, snippet: `About <mark>time</mark>.`, rank: 1, parts: [], ...extra };
}

function results(hits: SearchHit[], extra: Partial<SearchResults> = {}): SearchResults {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  for (const each of hits) counts[each.kind] += 1;
  return {
    query: 'time',
    kind: null,
    page: 1,
    pageSize: 10,
    counts,
    total: hits.length,
    hits,
    suggestion: null,
    ...extra,
  };
}

const HITS = [
  hit('quiz', 'Time Quiz'),
  hit('essay', 'Two Clocks', { date: '2024-01-05', url: '/essay/two-clocks' }),
  hit('journal', 'A Slow Morning', { date: '2025-03-02' }),
  hit('essay', 'Lost Time'),
];

/** Answers each search from `answer`, as the server would for the request's kind and page. */
function serve(answer: (request: FakeRequest) => SearchResults) {
  return mockFetch({ 'GET /api/search': (request) => ({ body: answer(request) }) });
}

test('groups the hits under a heading per kind with its count, in the order of kinds', async () => {
  const fetchMock = serve(() => results(HITS, { counts: { ...results(HITS).counts, essay: 14 }, total: 16 }));
  renderWithProviders(<App />, { route: '/search?q=%20time%20' });
  expect(screen.getByRole('heading', { level: 1, name: 'Search results for "time"' })).toBeTruthy();
  await screen.findByRole('heading', { level: 2, name: 'Essays (14)' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Essays (14)',
    'Journal entries (1)',
    'Quizzes (1)',
  ]);
  const essays = screen.getByRole('region', { name: 'Essays (14)' });
  const titles = within(essays)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(titles).toEqual(['Two Clocks', 'Lost Time']);
  expect(within(essays).getByRole('link', { name: 'Two Clocks' }).getAttribute('href')).toBe('/essay/two-clocks');
  expect(within(essays).getByText('Jan 5, 2024')).toBeTruthy();
  expect(within(essays).getAllByText('Essay')).toHaveLength(2);
  expect(within(essays).getByRole('link', { name: 'See all essays (14)' }).getAttribute('href')).toBe(
    '/search?q=time&kind=essay',
  );
  expect(screen.queryByRole('link', { name: /See all quizzes/ })).toBeNull();
  expect(fetchMock.requested('/api/search')).toEqual(['/api/search?q=time']);
});

test('an episode is one result listing its best moments, each linking to its second, beside the essay of its name', async () => {
  const episode = hit('episode', 'Doubt as a daily practice', {
    url: '/podcast/episode/doubt-as-a-daily-practice',
    snippet: 'Small <mark>daily</mark> tests of belief.',
    parts: [
      {
        title: '0:14',
        url: '/podcast/episode/doubt-as-a-daily-practice?t=14',
        snippet: 'Doubt can be a <mark>daily</mark> <mark>practice</mark>, like stretching.',
      },
      {
        title: '2:05',
        url: '/podcast/episode/doubt-as-a-daily-practice?t=125',
        snippet: 'A <mark>practice</mark> &amp; a habit.',
      },
    ],
  });
  const essay = hit('essay', 'Doubt as a Daily Practice', { url: '/essay/doubt-as-a-daily-practice' });
  serve(() => results([essay, episode], { query: 'daily practice' }));
  renderWithProviders(<App />, { route: '/search?q=daily+practice' });

  const podcast = await screen.findByRole('region', { name: 'Podcast (1)' });
  expect(
    within(podcast)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Doubt as a daily practice']);
  const moments = within(podcast).getByRole('list', { name: 'Moments in Doubt as a daily practice' });
  const links = within(moments).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['0:14', '/podcast/episode/doubt-as-a-daily-practice?t=14'],
    ['2:05', '/podcast/episode/doubt-as-a-daily-practice?t=125'],
  ]);
  const [first, second] = within(moments).getAllByRole('listitem');
  expect(Array.from(first.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['daily', 'practice']);
  expect(second.textContent).toContain('A practice & a habit.');
  const essays = screen.getByRole('region', { name: 'Essays (1)' });
  expect(within(essays).getByRole('link', { name: 'Doubt as a Daily Practice' }).getAttribute('href')).toBe(
    '/essay/doubt-as-a-daily-practice',
  );
  expect(within(essays).queryByRole('list', { name: /^Matches in/ })).toBeNull();
});

test('the filter by kind offers every kind with matches, with counts, and puts the kind in the address', async () => {
  const fetchMock = serve((request) => {
    const kind = request.query.get('kind') as SearchKind | null;
    const all = results(HITS);
    const hits = HITS.filter((each) => !kind || each.kind === kind);
    return { ...all, kind, hits, total: hits.length };
  });
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=time' });
  const filter = await screen.findByRole('navigation', { name: 'Filter by kind' });
  expect(
    within(filter)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['All (4)', 'Essays (2)', 'Journal entries (1)', 'Quizzes (1)']);
  expect(within(filter).getByRole('link', { name: 'All (4)' }).getAttribute('aria-current')).toBe('page');

  await user.click(within(filter).getByRole('link', { name: 'Quizzes (1)' }));
  expect(currentLocation()).toBe('/search?q=time&kind=quiz');
  expect(await screen.findByRole('link', { name: 'Time Quiz' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Two Clocks' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Quizzes (1)' }).getAttribute('aria-current')).toBe('page');
  expect(fetchMock.requested('/api/search')).toEqual(['/api/search?q=time', '/api/search?q=time&kind=quiz']);
});

test('pages through the results with the page in the address, keeping the term and the kind', async () => {
  const fetchMock = serve((request) => {
    const page = Number(request.query.get('page') ?? 1);
    const hits = [hit('essay', `Essay ${page}`)];
    return results(hits, { kind: 'essay', page, total: 25, counts: { ...results(hits).counts, essay: 25 } });
  });
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=time&kind=essay' });
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeTruthy();
  await user.click(within(pages).getByRole('link', { name: 'Next' }));
  expect(currentLocation()).toBe('/search?q=time&kind=essay&page=2');
  expect(await screen.findByRole('link', { name: 'Essay 2' })).toBeTruthy();
  expect(fetchMock.requested('/api/search')).toEqual([
    '/api/search?q=time&kind=essay',
    '/api/search?q=time&kind=essay&page=2',
  ]);
});

test('past the last page it links back to the first', async () => {
  serve(() => results([], { page: 9, total: 4, counts: results(HITS).counts }));
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=time&page=9' });
  await screen.findByRole('heading', { name: 'No Results on This Page' });
  await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
  expect(currentLocation()).toBe('/search?q=time');
});

test('pages stop at the deepest page the server ranks, and a page past it is not asked for', async () => {
  const fetchMock = serve(() => results([hit('essay', 'Deep')], { total: 1000, pageSize: 10 }));
  const { unmount } = renderWithProviders(<App />, { route: '/search?q=time&page=20' });
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(
    within(pages)
      .getByRole('link', { name: `Page ${SEARCH_PAGE_MAX}` })
      .getAttribute('aria-current'),
  ).toBe('page');
  expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
  unmount();

  renderWithProviders(<App />, { route: `/search?q=time&page=${SEARCH_PAGE_MAX + 1}` });
  expect(await screen.findByRole('heading', { name: 'No Results on This Page' })).toBeTruthy();
  expect(fetchMock.requested('/api/search')).toEqual([`/api/search?q=time&page=${SEARCH_PAGE_MAX}`]);
});

test('nothing found offers "Did you mean" as a search for the suggestion', async () => {
  const fetchMock = serve((request) =>
    request.query.get('q') === 'tyme' ? results([], { query: 'tyme', suggestion: 'time' }) : results(HITS),
  );
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=tyme' });
  expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeTruthy();
  expect(screen.getByText('Nothing on the site matches “tyme”.')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Filter by kind' })).toBeNull();
  const suggestion = screen.getByRole('link', { name: 'time' });
  expect(suggestion.parentElement?.textContent).toBe('Did you mean time?');
  await user.click(suggestion);
  expect(currentLocation()).toBe('/search?q=time');
  expect(await screen.findByRole('link', { name: 'Two Clocks' })).toBeTruthy();
  expect(fetchMock.requested('/api/search')).toEqual(['/api/search?q=tyme', '/api/search?q=time']);
});

test('a kind without matches links to the results of every kind', async () => {
  serve(() => results([], { kind: 'lesson', total: 0, counts: results(HITS).counts }));
  renderWithProviders(<App />, { route: '/search?q=time&kind=lesson' });
  expect(await screen.findByRole('heading', { name: 'No Results of This Kind' })).toBeTruthy();
  expect(screen.getByText('Nothing among the lessons matches “time”.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See all results (4)' }).getAttribute('href')).toBe('/search?q=time');
  expect(screen.getByRole('link', { name: 'Lessons (0)' }).getAttribute('aria-current')).toBe('page');
});

test('the snippet marks the matches and shows escaped markup as text', async () => {
  const snippet = 'Why &lt;script&gt; tags &amp; <mark>time</mark> <mark>zones</mark> break';
  serve(() => results([hit('essay', 'Unsafe', { snippet })]));
  const { container } = renderWithProviders(<App />, { route: '/search?q=time+zones' });
  const link = await screen.findByRole('link', { name: 'Unsafe' });
  const row = link.closest('li') as HTMLElement;
  expect(within(row).getByText(/Why <script> tags & /)).toBeTruthy();
  expect(Array.from(row.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['time', 'zones']);
  // The page's own structured data is the only script in it.
  expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
});

test('without a term it asks for one and searches nothing; a blank term is ignored', async () => {
  const fetchMock = serve(() => results(HITS));
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=%20' });
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
  expect(screen.getByText('Type a word or phrase above to search the site.')).toBeTruthy();
  const box = screen.getByRole('searchbox', { name: 'Search the site' });
  await user.type(box, '   {Enter}');
  expect(currentLocation()).toBe('/search?q=%20');
  await user.type(box, 'grief {Enter}');
  expect(currentLocation()).toBe('/search?q=grief');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "grief"' })).toBeTruthy();
  expect(fetchMock.requested('/api/search')).toEqual(['/api/search?q=grief']);
});

test('its head says it searches the whole site, and names the term once there is one', async () => {
  serve(() => results(HITS));
  const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
  const { unmount } = renderWithProviders(<App />, { route: '/search' });
  expect(document.title).toBe('Search | Commonplace');
  expect(description()).toBe('Search the whole site: essays, journal entries, topics, courses, lessons and quizzes.');
  unmount();
  renderWithProviders(<App />, { route: '/search?q=time' });
  expect(document.title).toBe('Search results for "time" | Commonplace');
  expect(description()).toMatch(/^Search the whole site/);
});

test('results are followed but kept out of search engines, and the page sits under home as Search', () => {
  serve(() => results(HITS));
  renderWithProviders(<App />, { route: '/search?q=time' });
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,follow');
  const crumbs = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(crumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Home', item: `${window.location.origin}/` },
      { name: 'Search', item: `${window.location.origin}/search` },
    ],
  });
});

test('a new term from the page searches every kind from the first page', async () => {
  serve(() => results(HITS));
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=time&kind=essay&page=2' });
  const box = screen.getByRole('searchbox', { name: 'Search the site' });
  await user.clear(box);
  await user.type(box, ' tide {Enter}');
  expect(currentLocation()).toBe('/search?q=tide');
});

test('a failure shows the error with a retry that searches again', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': { status: 500, body: 'boom' } });
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/search?q=time' });
  expect(await screen.findByRole('heading', { name: 'Error Loading Search Results' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('There was a problem searching the site.');
  fetchMock.set('GET /api/search', { body: results(HITS) });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Two Clocks' })).toBeTruthy();
});

test('a term the server refuses says so, without a retry', async () => {
  mockFetch({ 'GET /api/search': { status: 400, body: { message: 'q must be shorter' } } });
  renderWithProviders(<App />, { route: `/search?q=${'x'.repeat(300)}` });
  expect(await screen.findByRole('heading', { name: 'Search Not Possible' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
