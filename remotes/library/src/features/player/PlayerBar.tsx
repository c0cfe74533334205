import { VisuallyHidden } from '@site/ui';
import { Link } from 'react-router-dom';
import { usePlayer } from './player-context';
import { PlayerControls } from './PlayerControls';
import { PlayerIcon } from './PlayerIcon';

/**
 * The compact bar at the foot of the window once a recording has been played, except where the page
 * shows that recording's full player. A recording a page only readied (an episode page does) stays out of it.
 */
export function PlayerBar() {
  const player = usePlayer();
  const { track, error } = player;
  if (!track || !player.started || player.inlineKey === track.mediaKey) return null;
  return (
    <section className="library-player-bar" aria-label="Audio player">
      <img className="library-player-bar__artwork" src={track.artworkUrl} alt="" width={48} height={48} />
      <div className="library-player-bar__title">
        <Link to={track.href}>{track.title}</Link>
        <span>{track.artist}</span>
        {error ? (
          <span role="alert" className="library-player__error">
            {error}
          </span>
        ) : null}
      </div>
      <PlayerControls label={`Player: ${track.title}`} compact />
      <button type="button" className="library-player__button" onClick={player.close}>
        <PlayerIcon name="close" />
        <VisuallyHidden>Close player</VisuallyHidden>
      </button>
    </section>
  );
}
