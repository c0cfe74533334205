import { USER_QUERY_KEY } from '@site/shell-api';
import { mockFetch, reader, renderWithProviders, testQueryClient } from '@site/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { installFakeMedia, installFakeMediaSession, type FakeMedia } from './fake-media';
import { PlayerEngine, RELEASE_DELAY_MS } from './player-engine';
import { PlayerProvider } from './PlayerProvider';
import type { PlayerTrack } from './player-track';
import { TrackPlayButton } from './TrackPlayButton';

const TRACK: PlayerTrack = {
  mediaKey: 'audio:the-weight-of-a-footnote',
  title: 'The Weight of a Footnote',
  artist: 'The author',
  album: 'Commonplace Library',
  artworkUrl: '/media/podcast/artwork.png',
  src: '/media/audio/footnote.mp3',
  durationSeconds: 200,
  href: '/library/audio#the-weight-of-a-footnote',
  chapters: [
    { startSeconds: 0, title: 'Opening' },
    { startSeconds: 80, title: 'The footnote itself' },
  ],
};

let media: FakeMedia;
let engine: PlayerEngine;
let mediaSession: ReturnType<typeof installFakeMediaSession>;

beforeEach(() => {
  localStorage.clear();
  media = installFakeMedia(200);
  mediaSession = installFakeMediaSession();
  engine = new PlayerEngine();
});
afterEach(() => {
  engine.destroy();
  media.restore();
  mediaSession.restore();
});

function renderPlayer(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(
    <PlayerProvider engine={engine}>
      <label>
        Note to self
        <input type="text" />
      </label>
      <TrackPlayButton track={TRACK} />
    </PlayerProvider>,
    options,
  );
  return { ...view, bar: () => screen.getByRole('region', { name: 'Audio player' }) };
}

const seekBar = () => screen.getByRole('slider', { name: 'Seek' });

test('nothing shows until a recording is played; then the sticky bar holds it', async () => {
  mockFetch({});
  const { user, bar } = renderPlayer();
  expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Play “The Weight of a Footnote”' }));
  expect(media.element().paused).toBe(false);
  expect(media.element().src).toBe('/media/audio/footnote.mp3');
  expect(within(bar()).getByRole('link', { name: 'The Weight of a Footnote' }).getAttribute('href')).toBe(TRACK.href);
  expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pause “The Weight of a Footnote”' })).toBeTruthy();
});

test('the seek bar tells where playback is, and seeks', async () => {
  mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  expect(seekBar().getAttribute('aria-valuetext')).toBe('0:00 of 3:20');

  media.advance(65);
  expect(seekBar().getAttribute('aria-valuetext')).toBe('1:05 of 3:20');
  expect(screen.getByText('1:05')).toBeTruthy();

  fireEvent.change(seekBar(), { target: { value: '150' } });
  expect(media.element().currentTime).toBe(150);
  expect(seekBar().getAttribute('aria-valuetext')).toBe('2:30 of 3:20');
});

test('the skip buttons jump 15 seconds, never past either end', async () => {
  mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  await user.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
  expect(media.element().currentTime).toBe(15);
  await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
  await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
  expect(media.element().currentTime).toBe(0);
  fireEvent.change(seekBar(), { target: { value: '195' } });
  await user.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
  expect(media.element().currentTime).toBe(200);
});

test('the speed applies to the audio and is remembered for the next recording', async () => {
  mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  const speed = screen.getByRole('combobox', { name: 'Speed' });
  expect(
    within(speed)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
  await user.selectOptions(speed, '1.5×');
  expect(media.element().playbackRate).toBe(1.5);
  expect(localStorage.getItem('library-player:rate')).toBe('1.5');
});

test('keys inside the player: k and space play and pause, arrows jump; a text field keeps its keys', async () => {
  mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  seekBar().focus();

  await user.keyboard('k');
  expect(media.element().paused).toBe(true);
  await user.keyboard(' ');
  expect(media.element().paused).toBe(false);
  await user.keyboard('{ArrowRight}');
  expect(media.element().currentTime).toBe(15);
  await user.keyboard('{ArrowLeft}');
  expect(media.element().currentTime).toBe(0);

  // Space on a focused button presses that button once, not the button and the shortcut.
  within(screen.getByRole('region', { name: 'Audio player' }))
    .getByRole('button', { name: 'Forward 15 seconds' })
    .focus();
  await user.keyboard(' ');
  expect(media.element().currentTime).toBe(15);
  expect(media.element().paused).toBe(false);

  expect(
    screen.getByRole('group', { name: 'Player: The Weight of a Footnote', description: /space or K plays and pauses/ }),
  ).toBeTruthy();

  await user.click(screen.getByRole('textbox', { name: 'Note to self' }));
  await user.keyboard('k {ArrowLeft}');
  expect(media.element().paused).toBe(false);
  expect(media.element().currentTime).toBe(15);
});

test('resumes from where this browser stopped, and starts over after the end', async () => {
  mockFetch({});
  localStorage.setItem(
    'library-player:positions',
    JSON.stringify({ [TRACK.mediaKey]: { seconds: 65, updatedAt: '2026-01-01T00:00:00Z' } }),
  );
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: 'Resume from 1:05 “The Weight of a Footnote”' }));
  expect(media.element().currentTime).toBe(65);

  media.advance(10);
  await user.click(screen.getByRole('button', { name: /^Pause “/ }));
  expect(JSON.parse(localStorage.getItem('library-player:positions') ?? '{}')[TRACK.mediaKey].seconds).toBe(75);

  media.end();
  expect(JSON.parse(localStorage.getItem('library-player:positions') ?? '{}')[TRACK.mediaKey].seconds).toBe(0);
});

test("a signed-in reader resumes from the account's newer position and saves to it on pause", async () => {
  const fetchMock = mockFetch({
    'GET /api/library/positions': {
      body: [{ mediaKey: TRACK.mediaKey, seconds: 120, updatedAt: '2026-02-01T00:00:00Z' }],
    },
    'PUT /api/library/positions/audio%3Athe-weight-of-a-footnote': ({ body }) => ({
      body: { mediaKey: TRACK.mediaKey, ...(body as object), updatedAt: '2026-02-02T00:00:00Z' },
    }),
  });
  localStorage.setItem(
    'library-player:positions',
    JSON.stringify({ [TRACK.mediaKey]: { seconds: 65, updatedAt: '2026-01-01T00:00:00Z' } }),
  );
  const { user } = renderPlayer({ queryData: [[USER_QUERY_KEY, reader]] });
  await user.click(await screen.findByRole('button', { name: /^Resume from 2:00/ }));
  expect(media.element().currentTime).toBe(120);

  media.advance(4);
  await user.click(screen.getByRole('button', { name: /^Pause “/ }));
  await waitFor(() =>
    expect(fetchMock.bodies('PUT /api/library/positions/audio%3Athe-weight-of-a-footnote').at(-1)).toEqual({
      seconds: 124,
    }),
  );
});

test('a visitor never asks the account for positions', async () => {
  const fetchMock = mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  await user.click(screen.getByRole('button', { name: /^Pause “/ }));
  expect(fetchMock.calls().filter((call) => call.includes('/api/library/positions'))).toEqual([]);
});

test('the lock screen shows the recording, and its buttons drive the player', async () => {
  mockFetch({});
  const { user } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  expect(mediaSession.session.metadata).toMatchObject({
    title: 'The Weight of a Footnote',
    artist: 'The author',
    album: 'Commonplace Library',
    artwork: [{ src: 'http://localhost/media/podcast/artwork.png' }],
  });
  expect(mediaSession.session.playbackState).toBe('playing');

  mediaSession.press('seekforward', {});
  expect(media.element().currentTime).toBe(15);
  mediaSession.press('seekbackward', { seekOffset: 10 });
  expect(media.element().currentTime).toBe(5);
  mediaSession.press('seekto', { seekTime: 90 });
  expect(media.element().currentTime).toBe(90);
  mediaSession.press('pause');
  expect(media.element().paused).toBe(true);
  mediaSession.press('play');
  expect(media.element().paused).toBe(false);
});

test('the bar shows where chapters begin and names the one playing', async () => {
  mockFetch({});
  const { user, bar } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  const marks = bar().querySelectorAll('.library-seek__mark');
  expect(Array.from(marks, (mark) => (mark as HTMLElement).style.left)).toEqual(['40%']);
  expect(marks[0].getAttribute('title')).toBe('The footnote itself');
});

test('closing the bar stops the recording and keeps the place', async () => {
  mockFetch({});
  const { user, bar } = renderPlayer();
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  media.advance(30);
  await user.click(within(bar()).getByRole('button', { name: 'Close player' }));
  expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Resume from 0:30 “The Weight of a Footnote”' })).toBeTruthy();
});

test('a recording plays on while the pages remount, and stops once the listener has left the library', async () => {
  mockFetch({});
  const first = renderPlayer();
  await first.user.click(screen.getByRole('button', { name: /^Play/ }));
  // The shell remounts the whole page on each navigation between library and podcast pages.
  first.unmount();
  const second = renderPlayer();
  await act(() => new Promise((resolve) => setTimeout(resolve, RELEASE_DELAY_MS + 100)));
  expect(media.element().paused).toBe(false);
  expect(within(second.bar()).getByRole('button', { name: 'Pause' })).toBeTruthy();

  second.unmount();
  await waitFor(() => expect(media.element().paused).toBe(true), { timeout: RELEASE_DELAY_MS * 3 });
});

test('there is one audio element, hidden at the end of the page', () => {
  mockFetch({});
  renderPlayer();
  const elements = document.querySelectorAll('audio');
  expect(elements).toHaveLength(1);
  expect(elements[0]).toBe(engine.audio);
  expect(engine.audio.hidden).toBe(true);
});

test('hydration meets what the server drew; the speed and the place this browser kept apply right after', async () => {
  mockFetch({});
  localStorage.setItem('library-player:rate', '1.5');
  localStorage.setItem(
    'library-player:positions',
    JSON.stringify({ [TRACK.mediaKey]: { seconds: 65, updatedAt: '2026-01-01T00:00:00Z' } }),
  );
  const page = (player: PlayerEngine) => (
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <PlayerProvider engine={player}>
          <TrackPlayButton track={TRACK} />
        </PlayerProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(new PlayerEngine()));
  document.body.append(container);
  expect(within(container).getByRole('button', { name: 'Play “The Weight of a Footnote”' })).toBeTruthy();

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, page(engine)));
  try {
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(within(container).getByRole('button', { name: 'Resume from 1:05 “The Weight of a Footnote”' }));
    expect(media.element().currentTime).toBe(65);
    expect(media.element().playbackRate).toBe(1.5);
    expect((within(container).getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).value).toBe('1.5');
  } finally {
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  }
});

test('making a player touches no page: its element and the kept speed come with the first page that shows it', () => {
  localStorage.setItem('library-player:rate', '1.25');
  const player = new PlayerEngine();
  expect(document.querySelectorAll('audio')).toHaveLength(0);
  expect(player.store.getState().rate).toBe(1);

  player.attachView();
  expect(document.querySelectorAll('audio')).toHaveLength(1);
  expect(player.store.getState().rate).toBe(1.25);
  expect(player.audio.playbackRate).toBe(1.25);
  player.destroy();
  expect(document.querySelectorAll('audio')).toHaveLength(0);
});
