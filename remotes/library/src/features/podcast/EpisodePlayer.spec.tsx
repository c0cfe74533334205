import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installFakeMedia, type FakeMedia } from '../player/fake-media';
import { PlayerContext } from '../player/player-context';
import { PlayerEngine } from '../player/player-engine';
import type { PlayerTrack } from '../player/player-track';
import { episodeTrack } from './episode-track';
import { EpisodePlayer } from './EpisodePlayer';
import { EPISODE, SHOW } from './podcast-fixtures';

const TRACK = episodeTrack(EPISODE, SHOW);
const OTHER: PlayerTrack = { ...TRACK, mediaKey: 'audio:another', title: 'Another recording', src: '/media/a.mp3' };

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

test('a recording that plays elsewhere is not cut off: the page offers to play its own instead', async () => {
  await act(async () => engine.play(OTHER));
  render(episodePlayer());

  expect(screen.getByText('Another recording is playing.')).toBeTruthy();
  expect(media.element().paused).toBe(false);
  expect(engine.store.getState().track?.mediaKey).toBe(OTHER.mediaKey);
});

test('a paused recording gives way: the page cues its own episode', () => {
  engine.cue(OTHER);
  render(episodePlayer());

  expect(screen.getByRole('group', { name: `Player: ${TRACK.title}` })).toBeTruthy();
  expect(engine.store.getState().track?.mediaKey).toBe(TRACK.mediaKey);
});
