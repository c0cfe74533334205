import { formatClock } from '@site/contracts';
import { useHydrated } from '@site/shell-api';
import { buttonClassName, VisuallyHidden } from '@site/ui';
import { usePlayer } from './player-context';
import { PlayerIcon } from './PlayerIcon';
import type { PlayerTrack } from './player-track';

/** Plays one recording in the shared player, or pauses it while it plays; says where it would resume. */
export function TrackPlayButton({ track }: { track: PlayerTrack }) {
  const player = usePlayer();
  // Where this listener stopped is known only to their browser: the first render says Play, as the server did.
  const hydrated = useHydrated();
  const isCurrent = player.track?.mediaKey === track.mediaKey;
  const playing = isCurrent && player.playing;
  const resumeAt = isCurrent ? player.currentTime : hydrated ? player.savedPosition(track) : 0;
  const verb = playing ? 'Pause' : resumeAt >= 1 ? `Resume from ${formatClock(resumeAt)}` : 'Play';
  return (
    <button
      type="button"
      className={buttonClassName({ variant: playing ? 'secondary' : 'primary', size: 'sm' })}
      onClick={() => (playing ? player.pause() : player.play(track))}
    >
      <PlayerIcon name={playing ? 'pause' : 'play'} />
      {verb}
      <VisuallyHidden> “{track.title}”</VisuallyHidden>
    </button>
  );
}
