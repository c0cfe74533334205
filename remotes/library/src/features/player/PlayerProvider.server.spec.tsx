/** @jest-environment node */
import { createQueryClient } from '@site/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { EpisodePlayer } from '../podcast/EpisodePlayer';
import { pagePlayerEngine } from './player-engine';
import { PlayerProvider } from './PlayerProvider';
import type { PlayerTrack } from './player-track';
import { TrackPlayButton } from './TrackPlayButton';

const TRACK: PlayerTrack = {
  mediaKey: 'episode:why-we-keep-notebooks',
  title: 'Why We Keep Notebooks',
  artist: 'The author',
  album: 'Commonplace Conversations',
  artworkUrl: '/media/podcast/artwork.png',
  src: '/media/audio/notebooks.mp3',
  durationSeconds: 90,
  href: '/podcast/episode/why-we-keep-notebooks',
  chapters: [],
};

const serverRender = () =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PlayerProvider>
          <TrackPlayButton track={TRACK} />
          <EpisodePlayer track={TRACK} startAt={null} />
        </PlayerProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

test('the server draws the player without a DOM: a play button and the episode at its start, at 1×', () => {
  expect(typeof document).toBe('undefined');
  const html = serverRender();
  expect(html).toContain('Play<span');
  expect(html).toContain('Player: Why We Keep Notebooks');
  expect(html).toMatch(/<option value="1" selected="">1×<\/option>/);
  expect(html).not.toContain('<audio');
});

test('each server render has a player of its own: nothing of one visitor reaches the next', () => {
  const first = pagePlayerEngine();
  first.showInline(TRACK.mediaKey);
  const second = pagePlayerEngine();
  expect(second).not.toBe(first);
  expect(second.store.getState().inlineKey).toBeNull();
});
