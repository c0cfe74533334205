import { SKIP_SECONDS } from './playback-rates';
import type { PlayerTrack } from './player-track';

/** What the lock screen and the headset buttons may ask the player to do. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  skip(seconds: number): void;
  seek(seconds: number): void;
}

// Older browsers and test environments have no Media Session API; the player works without it.
function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Tells the system what is playing, so the phone's lock screen and the notification show it. */
export function showOnLockScreen(track: PlayerTrack | null): void {
  const media = session();
  if (!media) return;
  if (!track || typeof MediaMetadata === 'undefined') {
    media.metadata = null;
    return;
  }
  media.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist,
    album: track.album,
    artwork: [{ src: new URL(track.artworkUrl, window.location.href).href }],
  });
}

/** Routes the system's play, pause and seek buttons to the player; returns the undo. */
export function handleSystemControls(controls: MediaSessionControls): () => void {
  const media = session();
  if (!media) return () => undefined;
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['seekbackward', (details) => controls.skip(-(details.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (details) => controls.skip(details.seekOffset ?? SKIP_SECONDS)],
    ['seekto', (details) => (details.seekTime === undefined ? undefined : controls.seek(details.seekTime))],
  ];
  for (const [action, handler] of handlers) setHandler(media, action, handler);
  return () => {
    for (const [action] of handlers) setHandler(media, action, null);
  };
}

// A browser throws for an action it does not support; the others still apply.
function setHandler(media: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    media.setActionHandler(action, handler);
  } catch {
    // Unsupported action.
  }
}

/** Keeps the system's progress bar in step with the player. */
export function showProgress(playing: boolean, position: number, duration: number, rate: number): void {
  const media = session();
  if (!media) return;
  media.playbackState = playing ? 'playing' : 'paused';
  if (!(duration > 0) || typeof media.setPositionState !== 'function') return;
  try {
    media.setPositionState({ duration, playbackRate: rate, position: Math.min(Math.max(position, 0), duration) });
  } catch {
    // A position state the browser rejects only leaves its bar behind.
  }
}
