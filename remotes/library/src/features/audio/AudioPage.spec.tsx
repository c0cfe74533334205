import type { AudioItem } from '@site/contracts';
import { mockFetch, never, renderWithProviders } from '@site/testing';
import { screen, within } from '@testing-library/react';
import { installFakeMedia, type FakeMedia } from '../player/fake-media';
import { PlayerEngine } from '../player/player-engine';
import { PlayerProvider } from '../player/PlayerProvider';
import { pageJsonLd, pageJsonLdTypes } from '../../shared/page-json-ld';
import AudioPage from './AudioPage';

const ITEMS: AudioItem[] = [
  {
    slug: 'the-weight-of-a-footnote',
    title: 'The Weight of a Footnote',
    kind: 'lecture',
    speaker: 'The author',
    recordedOn: '2026-03-14',
    summary: 'Why the smallest print on a page often carries the argument.',
    topics: ['Philosophy', 'Reading'],
    audio: { url: '/media/audio/footnote.mp3', type: 'audio/mpeg', byteLength: 480_000, durationSeconds: 80 },
    artworkUrl: '/media/podcast/artwork.png',
    addedAt: '2026-03-15T10:00:00Z',
  },
  {
    slug: 'a-reading-from-the-notebook',
    title: 'A Reading from the Notebook',
    kind: 'reading',
    speaker: 'The author',
    recordedOn: '2026-04-02',
    summary: 'Three entries from the commonplace book, read aloud.',
    topics: [],
    audio: { url: '/media/audio/notebook.mp3', type: 'audio/mpeg', byteLength: 400_000, durationSeconds: 65 },
    artworkUrl: '/media/podcast/artwork.png',
    addedAt: '2026-04-03T10:00:00Z',
  },
];

let media: FakeMedia;
let engine: PlayerEngine;
beforeEach(() => {
  localStorage.clear();
  media = installFakeMedia(80);
  engine = new PlayerEngine();
});
afterEach(() => {
  engine.destroy();
  media.restore();
});

function renderPage() {
  return renderWithProviders(
    <PlayerProvider engine={engine}>
      <AudioPage />
    </PlayerProvider>,
    { route: '/library/audio' },
  );
}

test('lists each recording: kind, speaker, date, length, summary and topics', async () => {
  mockFetch({ 'GET /api/library/audio': { body: ITEMS } });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Audio' })).toBeTruthy();
  const lecture = await screen.findByRole('article', { name: 'The Weight of a Footnote' });
  expect(within(lecture).getByText('Lecture')).toBeTruthy();
  expect(within(lecture).getByText('March 14, 2026')).toBeTruthy();
  expect(within(lecture).getByText('1 min')).toBeTruthy();
  expect(within(lecture).getByText('Why the smallest print on a page often carries the argument.')).toBeTruthy();
  expect(within(within(lecture).getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(2);
  expect(lecture.closest('li')?.id).toBe('the-weight-of-a-footnote');

  const reading = screen.getByRole('article', { name: 'A Reading from the Notebook' });
  expect(within(reading).getByText('Reading')).toBeTruthy();
  expect(within(reading).queryByRole('list', { name: 'Topics' })).toBeNull();
  expect(document.title).toBe('Audio | Commonplace');
});

test('the head names the recordings, each an AudioObject with its file, below the library', async () => {
  mockFetch({ 'GET /api/library/audio': { body: ITEMS } });
  renderPage();
  await screen.findByRole('article', { name: 'The Weight of a Footnote' });
  expect(pageJsonLdTypes()).toEqual(['CollectionPage', 'BreadcrumbList', 'AudioObject', 'AudioObject']);
  const [collection, breadcrumbs, footnote] = pageJsonLd();
  expect(collection).toMatchObject({
    mainEntity: {
      itemListElement: [
        { name: 'The Weight of a Footnote', url: 'http://localhost/library/audio#the-weight-of-a-footnote' },
        { name: 'A Reading from the Notebook', url: 'http://localhost/library/audio#a-reading-from-the-notebook' },
      ],
    },
  });
  expect(breadcrumbs).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Library' }, { name: 'Audio' }] });
  expect(footnote).toMatchObject({
    url: 'http://localhost/library/audio#the-weight-of-a-footnote',
    contentUrl: 'http://localhost/media/audio/footnote.mp3',
    duration: 'PT1M20S',
  });
});

test('Play puts the recording in the shared player', async () => {
  mockFetch({ 'GET /api/library/audio': { body: ITEMS } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Play “A Reading from the Notebook”' }));
  expect(media.element().src).toBe('/media/audio/notebook.mp3');
  const bar = screen.getByRole('region', { name: 'Audio player' });
  expect(within(bar).getByRole('link', { name: 'A Reading from the Notebook' })).toBeTruthy();
});

test('while loading it says so; a failure offers to try again', async () => {
  const fetchMock = mockFetch({ 'GET /api/library/audio': never });
  const { unmount } = renderPage();
  expect(screen.getByRole('status', { name: 'Loading recordings' })).toBeTruthy();
  unmount();

  fetchMock.set('GET /api/library/audio', { status: 500, body: { message: 'down' } });
  const { user } = renderPage();
  expect(await screen.findByRole('alert')).toBeTruthy();
  fetchMock.set('GET /api/library/audio', { body: ITEMS });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'The Weight of a Footnote' })).toBeTruthy();
});
