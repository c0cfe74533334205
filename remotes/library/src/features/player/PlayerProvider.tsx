import { useCurrentUser } from '@site/shell-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { positionsQuery } from './api/positions';
import { PlayerBar } from './PlayerBar';
import { PlayerContext } from './player-context';
import { pagePlayerEngine, type PlayerEngine } from './player-engine';
import './player.css';

interface PlayerProviderProps {
  children: ReactNode;
  /** The page's one player unless given (tests give their own). */
  engine?: PlayerEngine;
}

/**
 * Gives the remote's pages the one player, with the sticky bar below them, and tells the player who
 * is listening so a signed-in reader's positions follow them across devices.
 */
export function PlayerProvider({ children, engine: given }: PlayerProviderProps) {
  const [engine] = useState(() => given ?? pagePlayerEngine());
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const { data: accountPositions } = useQuery({ ...positionsQuery(), enabled: signedIn });

  useEffect(
    () => engine.setAccount(signedIn, signedIn ? accountPositions : undefined),
    [engine, signedIn, accountPositions],
  );
  useEffect(() => engine.attachView(), [engine]);

  return (
    <PlayerContext.Provider value={engine}>
      {children}
      <PlayerBar />
    </PlayerContext.Provider>
  );
}
