import { Button } from '@site/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePlayer } from '../player/player-context';
import { PlayerControls } from '../player/PlayerControls';
import type { PlayerTrack } from '../player/player-track';

interface EpisodePlayerProps {
  track: PlayerTrack;
  /** The second a `?t=` link asks for. */
  startAt: number | null;
}

/**
 * The episode's full player. Opening the page readies the episode in the shared player (at `?t=` or
 * where the listener stopped), unless another recording is playing: that one is never cut off.
 */
export function EpisodePlayer({ track, startAt }: EpisodePlayerProps) {
  const player = usePlayer();
  const { showInline } = player;
  const isCurrent = player.track?.mediaKey === track.mediaKey;
  // Read when the page opens or its address changes, not on every tick of the player.
  const latest = useRef({ player, track });
  latest.current = { player, track };

  // Before the first paint: the page shows the controls at once (the box its first HTML had), never the
  // "another recording" box for a frame.
  useLayoutEffect(() => {
    const { player: now, track: opened } = latest.current;
    const playingElsewhere = now.playing && now.track?.mediaKey !== opened.mediaKey;
    if (!playingElsewhere) now.cue(opened, startAt ?? undefined);
  }, [track.mediaKey, startAt]);

  useEffect(() => (isCurrent ? showInline(track.mediaKey) : undefined), [isCurrent, showInline, track.mediaKey]);

  // The store's change from the cue above reaches this component only after the first paint.
  const playingElsewhere = !isCurrent && player.playing;
  if (playingElsewhere) {
    return (
      <div className="library-player">
        <p>Another recording is playing.</p>
        <Button onClick={() => player.play(track, startAt ?? undefined)}>Play this episode</Button>
      </div>
    );
  }
  return <PlayerControls label={`Player: ${track.title}`} cueing={track} />;
}
