import { mockFetch, renderWithProviders } from '@site/testing';
import { screen, within } from '@testing-library/react';
import { installFakeMedia, type FakeMedia } from '../player/fake-media';
import { PlayerEngine } from '../player/player-engine';
import { PlayerProvider } from '../player/PlayerProvider';
import { OVERVIEW } from './podcast-fixtures';
import { pageJsonLd, pageJsonLdTypes } from '../../shared/page-json-ld';
import PodcastPage from './PodcastPage';

let media: FakeMedia;
let engine: PlayerEngine;
beforeEach(() => {
  localStorage.clear();
  media = installFakeMedia(90);
  engine = new PlayerEngine();
});
afterEach(() => {
  engine.destroy();
  media.restore();
});

function renderPage() {
  return renderWithProviders(
    <PlayerProvider engine={engine}>
      <PodcastPage />
    </PlayerProvider>,
    { route: '/podcast' },
  );
}

test('the show: artwork, title, author and description', async () => {
  mockFetch({ 'GET /api/podcast': { body: OVERVIEW } });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Commonplace Conversations' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Artwork of Commonplace Conversations' })).toBeTruthy();
  expect(screen.getByText('By The author')).toBeTruthy();
  expect(screen.getByText('Short spoken pieces on philosophy, mathematics and science.')).toBeTruthy();
  expect(document.title).toBe('Podcast | Commonplace');
  expect(pageJsonLdTypes()).toEqual(['PodcastSeries', 'CollectionPage', 'BreadcrumbList']);
  const [series, episodes] = pageJsonLd();
  expect(series).toMatchObject({
    name: 'Commonplace Conversations',
    url: 'http://localhost/podcast',
    webFeed: 'https://commonplace.example/podcast/feed.xml',
    image: 'http://localhost/media/podcast/artwork.png',
  });
  expect(episodes).toMatchObject({
    mainEntity: {
      itemListElement: OVERVIEW.episodes.map((episode) => ({
        name: episode.title,
        url: `http://localhost/podcast/episode/${episode.slug}`,
      })),
    },
  });
});

test('subscribe: the absolute feed address, copied with a status that says so', async () => {
  mockFetch({ 'GET /api/podcast': { body: OVERVIEW } });
  const { user } = renderPage();
  const subscribe = await screen.findByRole('region', { name: 'Subscribe' });
  const feed = within(subscribe).getByRole('link', { name: OVERVIEW.show.feedUrl });
  expect(feed.getAttribute('href')).toBe(OVERVIEW.show.feedUrl);

  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  await user.click(within(subscribe).getByRole('button', { name: 'Copy feed address' }));
  expect(writeText).toHaveBeenCalledWith('https://commonplace.example/podcast/feed.xml');
  expect(within(subscribe).getByRole('status').textContent).toBe('Copied');
});

test('a browser that refuses the clipboard gets told how to copy by hand', async () => {
  mockFetch({ 'GET /api/podcast': { body: OVERVIEW } });
  const { user } = renderPage();
  const writeText = jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  await user.click(await screen.findByRole('button', { name: 'Copy feed address' }));
  expect(screen.getByRole('status').textContent).toMatch(/copy it by hand/);
});

test('episodes newest first: number, title linking to the page, date, length, summary, play', async () => {
  mockFetch({ 'GET /api/podcast': { body: OVERVIEW } });
  const { user } = renderPage();
  const episodes = within(await screen.findByRole('region', { name: 'Episodes' })).getAllByRole('article');
  expect(episodes.map((episode) => within(episode).getByRole('heading').textContent)).toEqual([
    'Why We Keep Notebooks',
    'The First Question',
  ]);
  const newest = episodes[0];
  expect(within(newest).getByText('Episode 2')).toBeTruthy();
  expect(within(newest).getByText('May 4, 2026')).toBeTruthy();
  expect(within(newest).getByText('2 min')).toBeTruthy();
  expect(within(newest).getByRole('link', { name: 'Why We Keep Notebooks' }).getAttribute('href')).toBe(
    '/podcast/episode/why-we-keep-notebooks',
  );

  await user.click(within(newest).getByRole('button', { name: 'Play “Why We Keep Notebooks”' }));
  expect(media.element().src).toBe('/media/audio/notebooks.mp3');
  expect(within(screen.getByRole('region', { name: 'Audio player' })).getByText('The author')).toBeTruthy();
});
