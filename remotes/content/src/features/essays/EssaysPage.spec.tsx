import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../exposes/App';
import { ESSAYS, TAGS } from '../../test/fixtures';
import { breadcrumbs, ORIGIN, structuredDataOf } from '../../test/head';
import { currentLocation, mockFetch, never, renderWithProviders, type FakeReply } from '@site/testing';

function setup(essays: FakeReply | (() => Promise<FakeReply>) = { body: ESSAYS }, tags: FakeReply = { body: TAGS }) {
  return mockFetch({ 'GET /api/essays': typeof essays === 'function' ? essays : () => essays, 'GET /api/tags': tags });
}

describe('the four states', () => {
  test('loading shows three placeholder cards', async () => {
    setup(never);
    renderWithProviders(<App />, { route: '/essays' });
    const loading = await screen.findByRole('status', { name: 'Loading essays' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(3);
  });

  test('error', async () => {
    setup({ status: 500, body: 'boom' });
    renderWithProviders(<App />, { route: '/essays' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Essays' })).toBeTruthy();
    expect(screen.getByText('There was a problem loading the essays. Please try again later.')).toBeTruthy();
  });

  test('empty without filters', async () => {
    setup({ body: [] });
    renderWithProviders(<App />, { route: '/essays' });
    expect(await screen.findByRole('heading', { name: 'No Essays Found' })).toBeTruthy();
    expect(screen.getByText('No essays are available at the moment.')).toBeTruthy();
  });

  test('empty with filters', async () => {
    setup({ body: [] });
    renderWithProviders(<App />, { route: '/essays?tag=tag3' });
    expect(await screen.findByRole('heading', { name: 'No Essays Found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or browse all essays.')).toBeTruthy();
  });

  test('populated: rows link to the essay with an en-US short date, the excerpt, and views only above 0', async () => {
    setup();
    renderWithProviders(<App />, { route: '/essays' });
    const link = await screen.findByRole('link', { name: 'Two Clocks' });
    expect(link.getAttribute('href')).toBe('/essay/two-clocks');
    const rows = screen.getAllByRole('listitem').filter((row) => row.querySelector('h2'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'Two ClocksJan 5, 2024128 viewsThe time of physics and the time we live.',
      'What Grief KnowsNov 20, 20231 viewGrief as a kind of knowledge.',
      'Doubt as a Daily PracticeMar 9, 2023Small, regular doubts.',
    ]);
    expect(screen.queryByText(/0 views/)).toBeNull();
  });
});

test('the filters in the address are sent, but only when non-empty and sortBy only when not date', async () => {
  const fetchMock = setup();
  renderWithProviders(<App />, { route: '/essays?query=&tag=tag2&topic=Physics&sortBy=date' });
  await screen.findByRole('link', { name: 'Two Clocks' });
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?tag=tag2&topic=Physics']);
  expect((screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe('tag2');
  expect((screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement).value).toBe('Physics');
});

describe('search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('typing updates the address after a 500 ms pause', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<App />, { route: '/essays?tag=tag2' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search essays' }), 'time');
    act(() => jest.advanceTimersByTime(499));
    expect(currentLocation()).toBe('/essays?tag=tag2');
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toBe('/essays?query=time&tag=tag2');
    await waitFor(() => expect(fetchMock.requested('/api/essays')).toContain('/api/essays?query=time&tag=tag2'));
  });

  test('submitting updates the address at once', async () => {
    setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<App />, { route: '/essays' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search essays' }), ' grief {Enter}');
    expect(currentLocation()).toBe('/essays?query=grief');
  });
});

test('Clear resets every filter and goes to /essays', async () => {
  setup();
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/essays?query=time&tag=tag2&topic=Art&sortBy=title' });
  const box = await screen.findByRole('searchbox', { name: 'Search essays' });
  expect((box as HTMLInputElement).value).toBe('time');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(currentLocation()).toBe('/essays');
  expect((box as HTMLInputElement).value).toBe('');
  expect((screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe('');
});

test('the sort buttons reload with sortBy, and Date removes it', async () => {
  const fetchMock = setup();
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/essays?topic=Art' });
  const sort = await screen.findByRole('group', { name: 'Sort by' });
  expect(within(sort).getByRole('button', { name: 'Date' }).getAttribute('aria-pressed')).toBe('true');

  await user.click(within(sort).getByRole('button', { name: 'Popularity' }));
  expect(currentLocation()).toBe('/essays?topic=Art&sortBy=popularity');
  await waitFor(() => expect(fetchMock.requested('/api/essays')).toContain('/api/essays?topic=Art&sortBy=popularity'));

  await user.click(within(sort).getByRole('button', { name: 'Title' }));
  expect(currentLocation()).toBe('/essays?topic=Art&sortBy=title');

  await user.click(within(sort).getByRole('button', { name: 'Date' }));
  expect(currentLocation()).toBe('/essays?topic=Art');
});

test('the selects filter by tag and topic', async () => {
  setup();
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/essays' });
  await screen.findByRole('option', { name: 'tag20' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'tag20');
  expect(currentLocation()).toBe('/essays?tag=tag20');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Cognitive Science');
  expect(currentLocation()).toBe('/essays?tag=tag20&topic=Cognitive+Science');
});

test('at most 15 tags are shown as name (count), and choosing one filters by it', async () => {
  setup();
  const user = userEvent.setup();
  renderWithProviders(<App />, { route: '/essays?sortBy=title' });
  const tags = await screen.findByRole('navigation', { name: 'Tags' });
  const links = within(tags).getAllByRole('link');
  expect(links).toHaveLength(15);
  expect(links[0].textContent).toBe('tag1 (40)');
  expect(links[14].textContent).toBe('tag15 (26)');

  await user.click(within(tags).getByRole('link', { name: 'tag3 (38)' }));
  expect(currentLocation()).toBe('/essays?tag=tag3&sortBy=title');
  expect(within(tags).getByRole('link', { name: 'tag3 (38)' }).getAttribute('aria-current')).toBe('true');
});

test('when the tags fail to load, no tags are shown and the list still works', async () => {
  setup({ body: ESSAYS }, { status: 500, body: 'boom' });
  renderWithProviders(<App />, { route: '/essays' });
  await screen.findByRole('link', { name: 'Two Clocks' });
  expect(screen.queryByRole('navigation', { name: 'Tags' })).toBeNull();
  expect(screen.queryByRole('option', { name: 'tag1' })).toBeNull();
});

test('the page sets its title, description, keywords, canonical URL, the essays it shows and its breadcrumbs', async () => {
  setup();
  renderWithProviders(<App />, { route: '/essays?tag=tag1' });
  await screen.findByRole('link', { name: 'Two Clocks' });
  expect(document.title).toBe('Essays | Commonplace');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Essays on/);
  expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain('essays');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/essays');
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({
      '@type': 'CollectionPage',
      url: `${ORIGIN}/essays`,
      // The essays shown, in the order shown.
      mainEntity: expect.objectContaining({
        itemListElement: ESSAYS.map((essay, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: essay.title,
          url: `${ORIGIN}/essay/${essay.slug}`,
        })),
      }),
    }),
    breadcrumbs(['Essays', '/essays']),
  ]);
});

describe('pages', () => {
  const pagedSetup = (total: number) => setup({ body: ESSAYS, headers: { 'X-Total-Count': String(total) } });

  test('no page links when everything fits on one page', async () => {
    pagedSetup(ESSAYS.length);
    renderWithProviders(<App />, { route: '/essays' });
    await screen.findByRole('link', { name: 'Two Clocks' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('a reader sees the page links and moves to page 2, the filters kept', async () => {
    const fetchMock = pagedSetup(45);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/essays?tag=tag2' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/essays?tag=tag2&page=2');

    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(currentLocation()).toBe('/essays?tag=tag2&page=2');
    await waitFor(() => expect(fetchMock.requested('/api/essays')).toContain('/api/essays?tag=tag2&page=2'));
    const after = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(after).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(after)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);

    await user.click(within(after).getByRole('link', { name: 'Previous' }));
    expect(currentLocation()).toBe('/essays?tag=tag2');
  });

  test('the last page offers no Next, and far pages are elided', async () => {
    pagedSetup(200);
    renderWithProviders(<App />, { route: '/essays?page=10' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '8', '9', '10']);
    expect(within(pages).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  test('choosing a filter starts again from the first page', async () => {
    pagedSetup(45);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/essays?page=3' });
    const tags = await screen.findByRole('navigation', { name: 'Tags' });
    await user.click(within(tags).getByRole('link', { name: 'tag3 (38)' }));
    expect(currentLocation()).toBe('/essays?tag=tag3');
  });

  test('a page past the last says so and links to the first', async () => {
    setup({ body: [], headers: { 'X-Total-Count': '45' } });
    renderWithProviders(<App />, { route: '/essays?page=9' });
    expect(await screen.findByRole('heading', { name: 'No Essays on This Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/essays');
  });
});
