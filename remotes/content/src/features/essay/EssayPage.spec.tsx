import { SHARING_THE_SACRED_PATH, type EssayDetail } from '@site/contracts';
import { PageStatusContext, toastStore, type PageStatus } from '@site/shell-api';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import App from '../../exposes/App';
import { mockFetch, renderWithProviders } from '@site/testing';
import { breadcrumbs, canonicalUrl, metaContents, ORIGIN, structuredDataOf } from '../../test/head';

const ESSAY: EssayDetail = {
  id: 8,
  slug: 'sharing-the-sacred',
  title: 'Sharing the Sacred',
  date: '2026-07-15',
  excerpt: 'What does it mean to share what is holy?',
  viewCount: 42,
  description: 'What does it mean to share what is holy?',
  html: '<p>A friend once invited me.</p>\n<h2>Shrines with many pilgrims</h2>\n<p>There is a <em>long</em> history.</p>\n',
  tags: ['ritual', 'sacred ways'],
  topics: ['Cognitive Science', 'Religion'],
  readingMinutes: 7,
  previous: { slug: 'what-grief-knows', title: 'What Grief Knows' },
  next: { slug: 'the-holy-in-the-kitchen', title: 'The Holy in the Kitchen' },
  related: [
    { slug: 'the-holy-in-the-kitchen', title: 'The Holy in the Kitchen', date: '2026-03-29' },
    { slug: 'the-singer-is-the-library', title: 'The Singer Is the Library', date: '2023-04-18' },
  ],
};

const bodyShown = () => screen.findByText('A friend once invited me.');
const jsonLd = () => structuredDataOf()[0];

test('shows the essay: title, long date, views, topics, tags and the rendered body', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  expect(screen.getByText('July 15, 2026')).toBeTruthy();
  expect(screen.getByText('7 min read')).toBeTruthy();
  expect(screen.getByText('42 views')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Shrines with many pilgrims' })).toBeTruthy();
  expect(screen.getByText('long').tagName).toBe('EM');

  const topics = screen.getByRole('list', { name: 'Topics' });
  expect(within(topics).getByRole('link', { name: 'Cognitive Science' }).getAttribute('href')).toBe(
    '/topic/Cognitive%20Science',
  );
  const tags = screen.getByRole('list', { name: 'Tags' });
  expect(within(tags).getByRole('link', { name: 'sacred ways' }).getAttribute('href')).toBe('/essays?tag=sacred+ways');
  expect(fetchMock.requested('/api/essays/sharing-the-sacred')).toHaveLength(1);
});

test('its head: an article with its card, dates and tags, a BlogPosting and its place under the essays', async () => {
  mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  renderWithProviders(<App />, { route: '/article/sharing-the-sacred' });
  await bodyShown();
  const url = `${ORIGIN}/essay/sharing-the-sacred`;
  const card = `${ORIGIN}/cards/essays/sharing-the-sacred`;
  expect(document.title).toBe('Sharing the Sacred | Commonplace');
  expect(canonicalUrl()).toBe(url);
  expect(metaContents('og:type')).toEqual(['article']);
  expect(metaContents('description')).toEqual([ESSAY.excerpt]);
  expect(metaContents('og:image')).toEqual([card]);
  expect([metaContents('og:image:width'), metaContents('og:image:height')]).toEqual([['1200'], ['630']]);
  expect(metaContents('og:image:alt')).toEqual(['Sharing the Sacred']);
  expect(metaContents('article:published_time')).toEqual(['2026-07-15']);
  expect(metaContents('article:tag')).toEqual(['ritual', 'sacred ways']);
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({
      '@type': 'BlogPosting',
      headline: 'Sharing the Sacred',
      url,
      datePublished: '2026-07-15',
      image: card,
      keywords: 'ritual, sacred ways',
      articleSection: ['Cognitive Science', 'Religion'],
      author: { '@type': 'Person', name: 'The author', url: `${ORIGIN}/about` },
      publisher: expect.objectContaining({ '@type': 'Organization', name: 'Commonplace' }),
    }),
    breadcrumbs(['Essays', '/essays'], ['Sharing the Sacred', '/essay/sharing-the-sacred']),
  ]);
});

test("the author's SEO title and description head the page, and its cover is its preview image", async () => {
  const cover = '/media/covers/8-0123456789abcdef.webp';
  mockFetch({
    'GET /api/essays/sharing-the-sacred': {
      body: {
        ...ESSAY,
        seoTitle: 'What the Shared Shrine Asks',
        seoDescription: 'On holy places held in common.',
        cover,
      },
    },
  });
  renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  await bodyShown();
  expect(document.title).toBe('What the Shared Shrine Asks | Commonplace');
  expect(metaContents('description')).toEqual(['On holy places held in common.']);
  expect(metaContents('og:image')).toEqual([ORIGIN + cover]);
  expect([metaContents('og:image:width'), metaContents('og:image:height')]).toEqual([['1600'], ['840']]);
  expect(metaContents('og:image:alt')).toEqual(['What the Shared Shrine Asks']);
  expect(jsonLd()).toMatchObject({
    headline: 'What the Shared Shrine Asks',
    description: 'On holy places held in common.',
    image: ORIGIN + cover,
  });
  // The page itself keeps the essay's own title.
  expect(screen.getByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
});

test('without an excerpt the page describes itself with the fallback the service took from the body', async () => {
  const description = `${'word '.repeat(32)}...`;
  mockFetch({ 'GET /api/essays/plain': { body: { ...ESSAY, slug: 'plain', excerpt: '', viewCount: 0, description } } });
  renderWithProviders(<App />, { route: '/essay/plain' });
  await bodyShown();
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
  expect(jsonLd()).toMatchObject({ description });
  expect(screen.queryByText(/views?$/)).toBeNull();
});

test('sets the body HTML as the service sent it', async () => {
  const html = '<pre><code class="language-ts">a &lt; b</code></pre>';
  mockFetch({ 'GET /api/essays/code': { body: { ...ESSAY, slug: 'code', html } } });
  renderWithProviders(<App />, { route: '/essay/code' });
  expect((await screen.findByText('a < b')).className).toBe('language-ts');
});

test('the legacy Sharing the Sacred path and /article/:id draw the essay page', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  const { unmount } = renderWithProviders(<App />, { route: SHARING_THE_SACRED_PATH });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  unmount();
  renderWithProviders(<App />, { route: '/article/sharing-the-sacred' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays/sharing-the-sacred')).toHaveLength(2);
});

test('an unknown essay says so, offers the list, answers 404 and is kept out of search engines', async () => {
  mockFetch({ 'GET /api/essays/missing': { status: 404, body: { message: 'Essay not found' } } });
  const status: PageStatus = { code: 200 };
  renderWithProviders(
    <PageStatusContext value={status}>
      <App />
    </PageStatusContext>,
    { route: '/essay/missing' },
  );
  expect(await screen.findByRole('heading', { name: 'Essay Not Found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse all essays' }).getAttribute('href')).toBe('/essays');
  expect(status.code).toBe(404);
  expect(document.title).toBe('Essay not found | Commonplace');
  expect(metaContents('robots')).toEqual(['noindex,follow']);
});

test('another failure offers to try again', async () => {
  mockFetch({ 'GET /api/essays/broken': { status: 500, body: 'boom' } });
  renderWithProviders(<App />, { route: '/essay/broken' });
  expect(await screen.findByRole('heading', { name: 'Error Loading Essay' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('ends with links to the older and the newer essay, and none past either end', async () => {
  mockFetch({
    'GET /api/essays/sharing-the-sacred': { body: ESSAY },
    'GET /api/essays/newest': { body: { ...ESSAY, slug: 'newest', next: null } },
  });
  const { unmount } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  const around = await screen.findByRole('navigation', { name: 'More essays by date' });
  expect(within(around).getByRole('link', { name: 'Older What Grief Knows' }).getAttribute('href')).toBe(
    '/essay/what-grief-knows',
  );
  expect(within(around).getByRole('link', { name: 'Newer The Holy in the Kitchen' }).getAttribute('href')).toBe(
    '/essay/the-holy-in-the-kitchen',
  );
  unmount();
  renderWithProviders(<App />, { route: '/essay/newest' });
  const atTheEnd = await screen.findByRole('navigation', { name: 'More essays by date' });
  expect(
    within(atTheEnd)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['← Older What Grief Knows']);
});

test('lists the related essays with their dates, or no section without any', async () => {
  mockFetch({
    'GET /api/essays/sharing-the-sacred': { body: ESSAY },
    'GET /api/essays/alone': { body: { ...ESSAY, slug: 'alone', related: [] } },
  });
  const { unmount } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  const related = await screen.findByRole('region', { name: 'Related essays' });
  expect(
    within(related)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['The Holy in the Kitchen Mar 29, 2026', 'The Singer Is the Library Apr 18, 2023']);
  expect(within(related).getByRole('link', { name: 'The Holy in the Kitchen' }).getAttribute('href')).toBe(
    '/essay/the-holy-in-the-kitchen',
  );
  unmount();
  renderWithProviders(<App />, { route: '/essay/alone' });
  await bodyShown();
  expect(screen.queryByRole('region', { name: 'Related essays' })).toBeNull();
});

describe('counting the view', () => {
  const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.calls().filter((call) => call.startsWith('POST '));

  it('posts the view once, even in StrictMode, and shows the count the service answers', async () => {
    const fetchMock = mockFetch({
      'GET /api/essays/sharing-the-sacred': { body: ESSAY },
      'POST /api/essays/sharing-the-sacred/views': { body: { viewCount: 43 } },
    });
    renderWithProviders(
      <StrictMode>
        <App />
      </StrictMode>,
      { route: '/essay/sharing-the-sacred' },
    );
    expect(await screen.findByText('43 views')).toBeTruthy();
    expect(screen.queryByText('42 views')).toBeNull();
    expect(posts(fetchMock)).toEqual(['POST /api/essays/sharing-the-sacred/views']);
  });

  it('posts nothing more when the essay is fetched again', async () => {
    const fetchMock = mockFetch({
      'GET /api/essays/sharing-the-sacred': { body: ESSAY },
      'POST /api/essays/sharing-the-sacred/views': { body: { viewCount: 43 } },
    });
    const { queryClient } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    await screen.findByText('43 views');
    await queryClient.refetchQueries({ queryKey: ['essays', 'detail'] });
    expect(fetchMock.requested('/api/essays/sharing-the-sacred')).toHaveLength(2);
    expect(await screen.findByText('42 views')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('posts a view of each essay the reader goes on to', async () => {
    const fetchMock = mockFetch({
      'GET /api/essays/sharing-the-sacred': { body: ESSAY },
      'POST /api/essays/sharing-the-sacred/views': { body: { viewCount: 43 } },
      'GET /api/essays/the-holy-in-the-kitchen': {
        body: { ...ESSAY, id: 9, slug: 'the-holy-in-the-kitchen', title: 'The Holy in the Kitchen', viewCount: 6 },
      },
      'POST /api/essays/the-holy-in-the-kitchen/views': { body: { viewCount: 7 } },
    });
    const { user } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    await screen.findByText('43 views');
    const around = screen.getByRole('navigation', { name: 'More essays by date' });
    await user.click(within(around).getByRole('link', { name: 'Newer The Holy in the Kitchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Holy in the Kitchen' })).toBeTruthy();
    expect(await screen.findByText('7 views')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      'POST /api/essays/sharing-the-sacred/views',
      'POST /api/essays/the-holy-in-the-kitchen/views',
    ]);
  });

  it('keeps a failed count off the page', async () => {
    toastStore.setState({ toasts: [] });
    const fetchMock = mockFetch({
      'GET /api/essays/sharing-the-sacred': { body: ESSAY },
      'POST /api/essays/sharing-the-sacred/views': { status: 503, body: 'down' },
    });
    renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    await bodyShown();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(screen.getByText('42 views')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('sharing', () => {
  const URL = `${window.location.origin}/essay/sharing-the-sacred`;
  const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

  beforeEach(() => {
    toastStore.setState({ toasts: [] });
    mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  });

  it('offers Mastodon and email with the title and the canonical address; Mastodon opens apart', async () => {
    renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    const share = await screen.findByRole('region', { name: 'Share this essay' });
    const mastodon = within(share).getByRole('link', { name: 'Share on Mastodon' });
    const target = new globalThis.URL(mastodon.getAttribute('href')!);
    expect(target.origin).toBe('https://mastodonshare.com');
    expect(Object.fromEntries(target.searchParams)).toEqual({ text: 'Sharing the Sacred', url: URL });
    expect(mastodon.getAttribute('target')).toBe('_blank');
    expect(mastodon.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(share).getByRole('link', { name: 'Share by email' }).getAttribute('href')).toBe(
      `mailto:?subject=Sharing%20the%20Sacred&body=${encodeURIComponent(`${ESSAY.description}\n\n${URL}`)}`,
    );
  });

  it('copies the canonical address and says so', async () => {
    // userEvent's setup gives the page a clipboard of its own, which the test then reads.
    const { user } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Link copied', description: 'The address of this essay is on your clipboard.' },
      ]),
    );
  });

  it('shows the address to copy by hand when there is no clipboard', async () => {
    const { user } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Copy this address', description: URL }]));
  });
});

test('a numeric id in /article/:id draws the essay with its canonical /essay/ address', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays/8': { body: ESSAY } });
  renderWithProviders(<App />, { route: '/article/8' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays/8')).toHaveLength(1);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${window.location.origin}/essay/sharing-the-sacred`,
  );
});

test('a name no essay can have reads as not found', async () => {
  mockFetch({ 'GET /api/essays/x': { status: 400, body: { message: 'slugOrId must be at most 200 characters.' } } });
  renderWithProviders(<App />, { route: '/essay/x' });
  expect(await screen.findByRole('heading', { name: 'Essay Not Found' })).toBeTruthy();
});

test('a reader saves the essay from its page; an /article address saves it as an article', async () => {
  const saved: object[] = [];
  const fetchMock = mockFetch({
    'GET /api/essays/sharing-the-sacred': { body: ESSAY },
    'GET /api/user': {
      body: { id: 7, name: 'Ada', username: 'ada', email: 'a@example.org', profilePicture: null, isAdmin: false },
    },
    'GET /api/bookmarks': () => ({ body: saved }),
    'POST /api/bookmarks': ({ body }) => {
      const bookmark = { ...(body as object), id: saved.length + 1, createdAt: '2026-11-01T00:00:00.000Z' };
      saved.unshift(bookmark);
      return { status: 201, body: bookmark };
    },
  });
  const { user, unmount } = renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  const toggle = await screen.findByRole('button', { name: 'Bookmark Sharing the Sacred' });
  await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
  await user.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  await waitFor(() => expect(fetchMock.bodies('POST /api/bookmarks')).toHaveLength(1));
  expect(fetchMock.bodies('POST /api/bookmarks')[0]).toEqual({
    kind: 'essay',
    target: 'sharing-the-sacred',
    title: 'Sharing the Sacred',
    path: '/essay/sharing-the-sacred',
  });
  unmount();

  renderWithProviders(<App />, { route: '/article/sharing-the-sacred' });
  await user.click(await screen.findByRole('button', { name: 'Bookmark Sharing the Sacred' }));
  await waitFor(() => expect(fetchMock.bodies('POST /api/bookmarks')).toHaveLength(2));
  expect(fetchMock.bodies('POST /api/bookmarks')[1]).toMatchObject({
    kind: 'article',
    path: '/article/sharing-the-sacred',
  });
});

test('a visitor is offered to log in to bookmark', async () => {
  mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY }, 'GET /api/user': { status: 401, body: {} } });
  renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  expect(await screen.findByRole('link', { name: 'Log in to bookmark' })).toBeTruthy();
});
