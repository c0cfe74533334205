import type { PlaybackPosition } from '@site/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { savePosition } from './api/positions';
import { handleSystemControls, showOnLockScreen, showProgress } from './media-session';
import type { PlaybackRate } from './playback-rates';
import type { PlayerTrack } from './player-track';
import { PositionSaver } from './position-saver';
import {
  latestPosition,
  readLocalPosition,
  readRate,
  resumeSeconds,
  writeLocalPosition,
  writeRate,
} from './saved-positions';

const LOAD_ERROR = 'This recording could not be loaded. Check your connection and try again.';

/** Longer than the shell's page transition, during which one page's player view leaves and the next one mounts. */
export const RELEASE_DELAY_MS = 1000;

/** What the player is doing now. */
export interface PlayerState {
  track: PlayerTrack | null;
  playing: boolean;
  /** The recording has played since it was loaded (a page may load one without playing it). */
  started: boolean;
  /** Seconds from the start. */
  currentTime: number;
  /** The element's own length once it knows it, else the catalogue's. */
  duration: number;
  rate: PlaybackRate;
  /** Why the current recording cannot play, for the listener. */
  error: string | null;
  /** The recording whose full controls are on the page, so the sticky bar need not repeat them. */
  inlineKey: string | null;
  /** Where a signed-in reader stopped in each recording, as the account keeps it. */
  accountPositions: readonly PlaybackPosition[];
}

/** What the pages may ask of the player. */
export interface PlayerActions {
  /** Loads a recording without playing it, at `at` or where the listener stopped. */
  cue(track: PlayerTrack, at?: number): void;
  /** Plays `track` (loading it first if it is not the current one) from `at`, or the current recording. */
  play(track?: PlayerTrack, at?: number): void;
  pause(): void;
  toggle(): void;
  seek(seconds: number): void;
  skip(seconds: number): void;
  setRate(rate: PlaybackRate): void;
  /** Stops and unloads the recording, keeping where the listener stopped. */
  close(): void;
  /** Where a recording would resume: the newer of this browser's and the account's positions. */
  savedPosition(track: PlayerTrack): number;
  /** Marks the page as showing full controls for a recording; returns the undo. */
  showInline(mediaKey: string): () => void;
}

/** What the server and the browser's first render both draw: nothing playing, at the default speed. */
const INITIAL_STATE: PlayerState = {
  track: null,
  playing: false,
  started: false,
  currentTime: 0,
  duration: 0,
  rate: 1,
  error: null,
  inlineKey: null,
  accountPositions: [],
};

/**
 * The remote's one audio element and what it plays. It lives outside React: the shell remounts a
 * page's whole tree on every navigation, and a recording must play on from one library or podcast
 * page to the next. The element sits hidden at the end of the body. Making an engine touches no DOM
 * (the server makes one per render): the element and the listener's stored speed come with its first use.
 */
export class PlayerEngine implements PlayerActions {
  readonly store: StoreApi<PlayerState> = createStore<PlayerState>(() => INITIAL_STATE);

  // A position asked for before the element knew the file; applied once it does.
  private pendingSeek: number | null = null;
  // The cued position came from a saved one (not the address or the listener), so a newer saved one may replace it.
  private cuedFromSaved = false;
  private mediaDuration = Number.NaN;
  private signedIn = false;
  private readonly saver = new PositionSaver(savePosition);
  private views = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;
  private element: HTMLAudioElement | null = null;
  private detach: () => void = () => undefined;

  /** The audio element, made on first use: only in the browser, after the page's first render. */
  get audio(): HTMLAudioElement {
    return this.element ?? this.mountElement();
  }

  private mountElement(): HTMLAudioElement {
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    audio.hidden = true;
    audio.dataset.libraryPlayer = '';
    document.body.append(audio);
    const stopListening = this.listen(audio);
    const stopSystem = handleSystemControls({
      play: () => this.play(),
      pause: () => this.pause(),
      skip: (seconds) => this.skip(seconds),
      seek: (seconds) => this.seek(seconds),
    });
    this.detach = () => {
      stopListening();
      stopSystem();
    };
    // The listener's speed is theirs, kept in this browser: it applies from here on, never to the first render.
    const rate = readRate();
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    this.element = audio;
    this.set({ rate });
    return audio;
  }

  private get state(): PlayerState {
    return this.store.getState();
  }

  private set(partial: Partial<PlayerState>): void {
    this.store.setState(partial);
    const { track, playing, currentTime, duration, rate } = this.state;
    if (track) showProgress(playing, currentTime, duration, rate);
  }

  private position(): number {
    return this.pendingSeek ?? this.audio.currentTime;
  }

  private knownDuration(track: PlayerTrack | null): number {
    return Number.isFinite(this.mediaDuration) && this.mediaDuration > 0
      ? this.mediaDuration
      : (track?.durationSeconds ?? 0);
  }

  /** Keeps where the listener is: in this browser always, on the account when signed in. */
  private persist(when: 'now' | 'throttled', seconds = this.position()): void {
    const { track } = this.state;
    if (!track) return;
    writeLocalPosition(track.mediaKey, seconds);
    if (this.signedIn) this.saver.save(track.mediaKey, seconds, when);
  }

  private listen(audio: HTMLAudioElement): () => void {
    const handlers: Record<string, () => void> = {
      play: () => {
        this.cuedFromSaved = false;
        this.set({ playing: true, started: true });
      },
      pause: () => {
        this.set({ playing: false });
        this.persist('now');
      },
      timeupdate: () => {
        if (this.pendingSeek !== null) return;
        this.set({ currentTime: audio.currentTime });
        if (!audio.paused) this.persist('throttled');
      },
      seeked: () => {
        if (this.pendingSeek !== null) return;
        this.set({ currentTime: audio.currentTime });
        this.persist('throttled');
      },
      loadedmetadata: () => {
        this.mediaDuration = audio.duration;
        this.set({ duration: this.knownDuration(this.state.track) });
        if (this.pendingSeek !== null) {
          const at = this.pendingSeek;
          this.pendingSeek = null;
          audio.currentTime = at;
        }
      },
      durationchange: () => {
        this.mediaDuration = audio.duration;
        this.set({ duration: this.knownDuration(this.state.track) });
      },
      ended: () => {
        this.set({ playing: false });
        // Heard to the end: the next play starts over.
        this.persist('now', 0);
      },
      error: () => {
        if (!this.state.track) return;
        this.set({ playing: false, error: LOAD_ERROR });
      },
    };
    for (const [type, handler] of Object.entries(handlers)) audio.addEventListener(type, handler);
    return () => {
      for (const [type, handler] of Object.entries(handlers)) audio.removeEventListener(type, handler);
    };
  }

  private load(track: PlayerTrack, at: number): void {
    if (this.state.track) this.persist('now');
    // Made first, as making it reads the listener's speed.
    const audio = this.audio;
    const { rate } = this.state;
    this.mediaDuration = Number.NaN;
    this.pendingSeek = at;
    this.set({ track, error: null, playing: false, started: false, currentTime: at, duration: track.durationSeconds });
    showOnLockScreen(track);
    audio.src = track.src;
    // A new source resets the speed to the default one, so both carry the listener's choice.
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    // Before the file is known this sets where playback will start; loadedmetadata applies it again.
    audio.currentTime = at;
  }

  /** Tells the player who is listening: a signed-in reader's positions are kept on the account too. */
  setAccount(signedIn: boolean, positions: readonly PlaybackPosition[] | undefined): void {
    if (!signedIn) this.saver.cancel();
    this.signedIn = signedIn;
    this.set({ accountPositions: positions ?? [] });
    // The account may know a later position than this browser: a recording cued from a saved position moves there.
    const { track } = this.state;
    if (!track || !this.cuedFromSaved || !this.audio.paused) return;
    const saved = this.savedPosition(track);
    if (Math.abs(saved - this.position()) >= 1) {
      this.seek(saved);
      this.cuedFromSaved = true;
    }
  }

  savedPosition(track: PlayerTrack): number {
    const account = this.state.accountPositions.find((position) => position.mediaKey === track.mediaKey);
    return resumeSeconds(latestPosition(readLocalPosition(track.mediaKey), account), track.durationSeconds);
  }

  cue(track: PlayerTrack, at?: number): void {
    if (track.mediaKey === this.state.track?.mediaKey) {
      if (at !== undefined) this.seek(at);
      return;
    }
    this.load(track, at ?? this.savedPosition(track));
    this.cuedFromSaved = at === undefined;
  }

  play(track?: PlayerTrack, at?: number): void {
    if (track && track.mediaKey !== this.state.track?.mediaKey) this.load(track, at ?? this.savedPosition(track));
    else if (at !== undefined) this.seek(at);
    if (!this.state.track) return;
    this.audio.play()?.catch((reason: unknown) => {
      // A newer load or pause cancels a pending play; a browser may refuse without a gesture. Neither is a fault.
      if (reason instanceof DOMException && (reason.name === 'AbortError' || reason.name === 'NotAllowedError')) return;
      this.set({ error: LOAD_ERROR });
    });
  }

  pause(): void {
    this.audio.pause();
  }

  toggle(): void {
    if (!this.state.track) return;
    if (this.audio.paused) this.play();
    else this.audio.pause();
  }

  seek(seconds: number): void {
    if (!this.state.track) return;
    const end = this.knownDuration(this.state.track) || Infinity;
    const target = Math.min(Math.max(seconds, 0), end);
    this.cuedFromSaved = false;
    if (this.pendingSeek !== null) this.pendingSeek = target;
    this.audio.currentTime = target;
    this.set({ currentTime: target });
  }

  skip(seconds: number): void {
    this.seek(this.position() + seconds);
  }

  setRate(rate: PlaybackRate): void {
    this.audio.defaultPlaybackRate = rate;
    this.audio.playbackRate = rate;
    writeRate(rate);
    this.set({ rate });
  }

  close(): void {
    if (!this.state.track) return;
    this.audio.pause();
    this.persist('now');
    this.saver.flush();
    this.pendingSeek = null;
    this.audio.removeAttribute('src');
    this.audio.load();
    showOnLockScreen(null);
    this.set({ track: null, playing: false, started: false, error: null, currentTime: 0, duration: 0 });
  }

  showInline(mediaKey: string): () => void {
    this.set({ inlineKey: mediaKey });
    return () => {
      if (this.state.inlineKey === mediaKey) this.set({ inlineKey: null });
    };
  }

  /**
   * A page showing the player has mounted; returns its release. When the last one goes and none
   * follows within the transition, the listener has left the library: the recording stops there.
   */
  attachView(): () => void {
    if (!this.element) this.mountElement();
    this.views += 1;
    if (this.releaseTimer) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    return () => {
      this.views -= 1;
      if (this.views > 0) return;
      this.releaseTimer = setTimeout(() => {
        this.releaseTimer = null;
        if (this.views === 0) this.pause();
      }, RELEASE_DELAY_MS);
    };
  }

  /** Removes the element and its handlers (tests; the page's own engine lives as long as the page). */
  destroy(): void {
    if (this.releaseTimer) clearTimeout(this.releaseTimer);
    this.saver.cancel();
    this.detach();
    this.element?.remove();
  }
}

let shared: PlayerEngine | null = null;

/**
 * The page's one player, made when a library page first needs it. The server has no page to keep one in: each
 * render gets its own, so nothing of one visitor's player reaches another's.
 */
export function pagePlayerEngine(): PlayerEngine {
  if (typeof document === 'undefined') return new PlayerEngine();
  shared ??= new PlayerEngine();
  return shared;
}
