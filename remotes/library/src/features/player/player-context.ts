import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { PlayerActions, PlayerEngine, PlayerState } from './player-engine';

export type Player = PlayerState & PlayerActions;

export const PlayerContext = createContext<PlayerEngine | null>(null);

/** The remote's one player: what it plays and how far, and what may be asked of it. Only under `PlayerProvider`. */
export function usePlayer(): Player {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error('usePlayer needs a PlayerProvider above it');
  const state = useStore(engine.store);
  const actions = useMemo<PlayerActions>(
    () => ({
      cue: (track, at) => engine.cue(track, at),
      play: (track, at) => engine.play(track, at),
      pause: () => engine.pause(),
      toggle: () => engine.toggle(),
      seek: (seconds) => engine.seek(seconds),
      skip: (seconds) => engine.skip(seconds),
      setRate: (rate) => engine.setRate(rate),
      close: () => engine.close(),
      savedPosition: (track) => engine.savedPosition(track),
      showInline: (mediaKey) => engine.showInline(mediaKey),
    }),
    [engine],
  );
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}
