import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { mockFetch, renderWithProviders } from '@site/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installFakeMedia, type FakeMedia } from '../player/fake-media';
import { PlayerContext } from '../player/player-context';
import { PlayerEngine } from '../player/player-engine';
import { PlayerProvider } from '../player/PlayerProvider';
import type { PlayerTrack } from '../player/player-track';
import { TrackPlayButton } from '../player/TrackPlayButton';
import { episodeTrack } from './episode-track';
import EpisodePage from './EpisodePage';
import { EpisodePlayer } from './EpisodePlayer';
import { EPISODE, OVERVIEW, SHOW } from './podcast-fixtures';

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

function renderEpisode(
  route = '/podcast/episode/why-we-keep-notebooks',
  before: React.ReactNode = null,
  status: PageStatus | null = null,
) {
  mockFetch({
    'GET /api/podcast/episodes/why-we-keep-notebooks': { body: EPISODE },
    'GET /api/podcast/episodes/2': { body: EPISODE },
    'GET /api/podcast': { body: OVERVIEW },
  });
  return renderWithProviders(
    <PageStatusContext value={status}>
      <PlayerProvider engine={engine}>
        {before}
        <EpisodePage />
      </PlayerProvider>
    </PageStatusContext>,
    { route, path: '/podcast/episode/:id' },
  );
}

const transcriptLines = () =>
  within(screen.getByRole('region', { name: 'Transcript' })).getAllByRole('button') as HTMLButtonElement[];
const currentLine = () => transcriptLines().find((line) => line.getAttribute('aria-current') === 'true');
const jsonLd = (type: string) =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? '{}'),
  ).find((data) => data['@type'] === type);
const seekBar = () => screen.getByRole('slider', { name: 'Seek' });

test('the episode: number, title, date, notes, chapters and the whole transcript before anything plays', async () => {
  renderEpisode();
  expect(await screen.findByRole('heading', { level: 1, name: 'Why We Keep Notebooks' })).toBeTruthy();
  expect(screen.getByText('May 4, 2026')).toBeTruthy();
  const notes = screen.getByRole('region', { name: 'Show notes' });
  expect(within(notes).getByRole('link', { name: 'The Notebook' }).getAttribute('href')).toBe(
    '/library/books#the-notebook',
  );
  const chapters = within(screen.getByRole('region', { name: 'Chapters' })).getAllByRole('button');
  expect(chapters.map((chapter) => chapter.textContent)).toEqual([
    '0:00A habit older than print',
    '0:40What the hand remembers',
  ]);
  expect(transcriptLines().map((line) => line.textContent)).toEqual([
    '0:00Host: People kept notebooks long before they kept diaries.',
    '0:06Host: The commonplace book was a place for other voices.',
    '0:40Copying a line by hand slows the reader down.',
  ]);
  expect(media.element().paused).toBe(true);
  expect(document.title).toBe('Why We Keep Notebooks | Commonplace');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost/podcast/episode/why-we-keep-notebooks',
  );
  await waitFor(() =>
    expect(jsonLd('PodcastEpisode')).toMatchObject({
      name: 'Why We Keep Notebooks',
      episodeNumber: 2,
      associatedMedia: { contentUrl: 'http://localhost/media/audio/notebooks.mp3', duration: 'PT1M30S' },
      partOfSeries: { name: 'Commonplace Conversations', url: 'http://localhost/podcast' },
    }),
  );
  expect(jsonLd('BreadcrumbList').itemListElement.map((step: { name: string }) => step.name)).toEqual([
    'Home',
    'Podcast',
    'Why We Keep Notebooks',
  ]);
  expect(document.head.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(
    EPISODE.publishedAt,
  );
});

test('the page holds the full player for the episode, and no sticky bar repeats it', async () => {
  const { user } = renderEpisode();
  const player = await screen.findByRole('group', { name: 'Player: Why We Keep Notebooks' });
  expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  await user.click(within(player).getByRole('button', { name: 'Play' }));
  expect(media.element().src).toBe('/media/audio/notebooks.mp3');
  expect(media.element().paused).toBe(false);
  expect(within(player).getByText('A habit older than print')).toBeTruthy();
});

test('the line being spoken is marked while it plays; a click on a line plays from there', async () => {
  const { user } = renderEpisode();
  await user.click(await screen.findByRole('button', { name: 'Play' }));
  media.advance(7);
  expect(currentLine()?.textContent).toContain('The commonplace book was a place for other voices.');

  await user.click(transcriptLines()[2]);
  expect(media.element().currentTime).toBe(40);
  expect(media.element().paused).toBe(false);
  expect(currentLine()?.textContent).toContain('Copying a line by hand');
  const chapters = within(screen.getByRole('region', { name: 'Chapters' })).getAllByRole('button');
  expect(chapters[1].getAttribute('aria-current')).toBe('true');
});

test('a chapter plays the episode from its start', async () => {
  const { user } = renderEpisode();
  const chapters = within(await screen.findByRole('region', { name: 'Chapters' })).getAllByRole('button');
  await user.click(chapters[1]);
  expect(media.element().currentTime).toBe(40);
  expect(media.element().paused).toBe(false);
});

test('?t= opens the episode at that second, ready to play', async () => {
  const { user } = renderEpisode('/podcast/episode/2?t=45');
  await screen.findByRole('heading', { level: 1, name: 'Why We Keep Notebooks' });
  expect(seekBar().getAttribute('aria-valuetext')).toBe('0:45 of 1:30');
  expect(media.element().paused).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  expect(media.element().currentTime).toBe(45);
});

test('without ?t= it opens where the listener stopped', async () => {
  localStorage.setItem(
    'library-player:positions',
    JSON.stringify({ 'episode:why-we-keep-notebooks': { seconds: 33, updatedAt: '2026-05-05T00:00:00Z' } }),
  );
  renderEpisode();
  await screen.findByRole('heading', { level: 1, name: 'Why We Keep Notebooks' });
  expect(seekBar().getAttribute('aria-valuetext')).toBe('0:33 of 1:30');
});

test('"Copy link at current time" copies the address at the second playing', async () => {
  const { user } = renderEpisode('/podcast/episode/2');
  // After userEvent.setup, which puts its own clipboard in place.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  await user.click(await screen.findByRole('button', { name: 'Play' }));
  media.advance(12.7);
  await user.click(screen.getByRole('button', { name: 'Copy link at current time' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/podcast/episode/why-we-keep-notebooks?t=12');
  expect(screen.getByText('Link copied')).toBeTruthy();
});

test('an episode only readied on its page does not follow the listener in the bar; one played does', async () => {
  const first = renderEpisode();
  await screen.findByRole('group', { name: 'Player: Why We Keep Notebooks' });
  first.unmount();
  const away = renderWithProviders(<PlayerProvider engine={engine}>{null}</PlayerProvider>);
  expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  away.unmount();

  const again = renderEpisode();
  await again.user.click(await screen.findByRole('button', { name: 'Play' }));
  again.unmount();
  renderWithProviders(<PlayerProvider engine={engine}>{null}</PlayerProvider>);
  const bar = screen.getByRole('region', { name: 'Audio player' });
  expect(within(bar).getByRole('link', { name: 'Why We Keep Notebooks' })).toBeTruthy();
});

test('another recording playing is not cut off by opening an episode', async () => {
  const other: PlayerTrack = {
    mediaKey: 'audio:a-lecture',
    title: 'A Lecture',
    artist: 'The author',
    album: 'Library',
    artworkUrl: '/a.png',
    src: '/media/audio/lecture.mp3',
    durationSeconds: 90,
    href: '/library/audio#a-lecture',
    chapters: [],
  };
  const { user } = renderEpisode(undefined, <TrackPlayButton track={other} />);
  await user.click(screen.getByRole('button', { name: 'Play “A Lecture”' }));
  await screen.findByRole('heading', { level: 1, name: 'Why We Keep Notebooks' });
  expect(media.element().src).toBe('/media/audio/lecture.mp3');
  expect(media.element().paused).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Play this episode' }));
  expect(media.element().src).toBe('/media/audio/notebooks.mp3');
  expect(screen.getByRole('group', { name: 'Player: Why We Keep Notebooks' })).toBeTruthy();
});

test('an unknown episode is the site’s not-found page, and the page answers 404', async () => {
  const status = { code: 200 };
  renderEpisode('/podcast/episode/no-such-episode', null, status);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(status.code).toBe(404);
  expect(screen.getByRole('link', { name: 'All podcast episodes' }).getAttribute('href')).toBe('/podcast');
  expect(document.title).toBe('Page not found | Commonplace');
});

describe('the episode player before the player holds the episode', () => {
  const TRACK = episodeTrack(EPISODE, SHOW);
  const OTHER: PlayerTrack = { ...TRACK, mediaKey: 'audio:another', title: 'Another recording', src: '/media/a.mp3' };

  const episodePlayer = () => (
    <PlayerContext.Provider value={engine}>
      <EpisodePlayer track={TRACK} startAt={null} />
    </PlayerContext.Provider>
  );

  test('the first frame, before the player holds the episode, is already its player, as in the first HTML', () => {
    // What a render draws before its effects run: the frame the reader sees first.
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: renderToString(episodePlayer()) }} />);
    const first = within(container);

    expect(first.getByRole('group', { name: `Player: ${TRACK.title}` })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(first.getByText('1:30')).toBeTruthy();
    expect(first.queryByText('Another recording is playing.')).toBeNull();
  });

  test('a paused recording gives way: the page cues its own episode', () => {
    engine.cue(OTHER);
    render(episodePlayer());

    expect(screen.getByRole('group', { name: `Player: ${TRACK.title}` })).toBeTruthy();
    expect(engine.store.getState().track?.mediaKey).toBe(TRACK.mediaKey);
  });
});
