import { formatClock } from '@site/contracts';
import { classNames, VisuallyHidden } from '@site/ui';
import { useId, type KeyboardEvent } from 'react';
import { handlePlayerKeys } from './player-keys';
import { isPlaybackRate, PLAYBACK_RATES, rateLabel, SKIP_SECONDS } from './playback-rates';
import { usePlayer } from './player-context';
import { PlayerIcon } from './PlayerIcon';
import { chapterAt, type PlayerTrack } from './player-track';
import { SeekBar } from './SeekBar';

interface PlayerControlsProps {
  /** Names the group for assistive technology, e.g. the recording's title. */
  label: string;
  compact?: boolean;
  /**
   * The recording a page is cueing. Until the player holds it, its controls are drawn at its start, and play
   * plays it: a page shows its own recording's box from the first frame, never another's or none.
   */
  cueing?: PlayerTrack;
}

/** Play and pause, ±15 s, the seek bar and the speed of the recording the player holds. */
export function PlayerControls({ label, compact = false, cueing }: PlayerControlsProps) {
  const player = usePlayer();
  const keysId = useId();
  const holds = !cueing || player.track?.mediaKey === cueing.mediaKey;
  const track = holds ? player.track : cueing;
  const { rate } = player;
  const playing = holds && player.playing;
  const currentTime = holds ? player.currentTime : 0;
  const duration = holds ? player.duration : (cueing?.durationSeconds ?? 0);
  // Until the player holds it, play plays this recording; the other controls wait, as they would move the one it holds.
  const onPlay = holds ? player.toggle : () => cueing && player.play(cueing);
  const whenHeld = <T,>(action: T) => (holds ? action : undefined);
  if (!track) return null;
  const chapter = chapterAt(track.chapters, currentTime);
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={keysId}
      className={classNames('library-player', compact && 'library-player--compact')}
      onKeyDown={whenHeld((event: KeyboardEvent<HTMLElement>) => handlePlayerKeys(event, player))}
    >
      <div className="library-player__buttons">
        <button type="button" className="library-player__button" onClick={whenHeld(() => player.skip(-SKIP_SECONDS))}>
          <PlayerIcon name="back" />
          <VisuallyHidden>Back {SKIP_SECONDS} seconds</VisuallyHidden>
        </button>
        <button type="button" className="library-player__button library-player__button--main" onClick={onPlay}>
          <PlayerIcon name={playing ? 'pause' : 'play'} />
          <VisuallyHidden>{playing ? 'Pause' : 'Play'}</VisuallyHidden>
        </button>
        <button type="button" className="library-player__button" onClick={whenHeld(() => player.skip(SKIP_SECONDS))}>
          <PlayerIcon name="forward" />
          <VisuallyHidden>Forward {SKIP_SECONDS} seconds</VisuallyHidden>
        </button>
      </div>
      <div className="library-player__track">
        <SeekBar
          currentTime={currentTime}
          duration={duration}
          chapters={track.chapters}
          onSeek={whenHeld(player.seek) ?? (() => undefined)}
        />
        <p className="library-player__times">
          <span>{formatClock(currentTime)}</span>
          {!compact && chapter ? <span className="library-player__chapter">{chapter.title}</span> : null}
          <span>{formatClock(duration)}</span>
        </p>
      </div>
      <label className="library-player__speed">
        {compact ? <VisuallyHidden>Speed</VisuallyHidden> : <span>Speed</span>}
        <select
          value={String(rate)}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            if (isPlaybackRate(next)) player.setRate(next);
          }}
        >
          {PLAYBACK_RATES.map((option) => (
            <option key={option} value={String(option)}>
              {rateLabel(option)}
            </option>
          ))}
        </select>
      </label>
      {/* The bar has no room for it: there it only describes the group (a hidden description is still read). */}
      <p id={keysId} className="library-player__keys" hidden={compact}>
        Keys: space or K plays and pauses, the left and right arrows jump {SKIP_SECONDS} seconds.
      </p>
    </div>
  );
}
