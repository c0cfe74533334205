import { act } from '@testing-library/react';

/** What a test reads and drives of the page's audio element. */
export interface FakeMedia {
  element(): HTMLAudioElement;
  /** Plays on by `seconds` of media time, as the browser's clock would, firing timeupdate. */
  advance(seconds: number): void;
  /** Stops at the end of the file, as the browser does. */
  end(): void;
  restore(): void;
}

interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  src: string;
}

const PATCHED = ['paused', 'currentTime', 'duration', 'src', 'play', 'pause', 'load'] as const;

/**
 * Stands in for the browser's media playback, which jsdom lacks: every audio element plays instantly,
 * knows its length (`durationSeconds`) as soon as it gets a source, and moves only when told.
 */
export function installFakeMedia(durationSeconds: number): FakeMedia {
  const proto = HTMLMediaElement.prototype;
  const originals = new Map(PATCHED.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)]));
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  let last: HTMLMediaElement | null = null;

  const state = (element: HTMLMediaElement): MediaState => {
    let found = states.get(element);
    if (!found) {
      found = { paused: true, currentTime: 0, duration: Number.NaN, src: '' };
      states.set(element, found);
    }
    last = element;
    return found;
  };
  const fire = (element: HTMLMediaElement, type: string) => element.dispatchEvent(new Event(type));

  Object.defineProperties(proto, {
    paused: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return state(this).paused;
      },
    },
    duration: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return state(this).duration;
      },
    },
    currentTime: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return state(this).currentTime;
      },
      set: function (this: HTMLMediaElement, value: number) {
        const media = state(this);
        media.currentTime = Number.isFinite(media.duration) ? Math.min(Math.max(value, 0), media.duration) : value;
        fire(this, 'timeupdate');
        fire(this, 'seeked');
      },
    },
    src: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return state(this).src;
      },
      set: function (this: HTMLMediaElement, value: string) {
        Object.assign(state(this), { src: value, paused: true, currentTime: 0, duration: durationSeconds });
        fire(this, 'durationchange');
        fire(this, 'loadedmetadata');
      },
    },
    play: {
      configurable: true,
      value: function (this: HTMLMediaElement) {
        const media = state(this);
        if (media.paused) {
          media.paused = false;
          fire(this, 'play');
        }
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value: function (this: HTMLMediaElement) {
        const media = state(this);
        if (!media.paused) {
          media.paused = true;
          fire(this, 'pause');
        }
      },
    },
    load: { configurable: true, value: () => undefined },
  });

  const element = () => {
    if (!last) throw new Error('No audio element has been used yet');
    return last as HTMLAudioElement;
  };

  return {
    element,
    advance(seconds) {
      act(() => {
        const audio = element();
        const media = state(audio);
        media.currentTime = Math.min(media.currentTime + seconds * audio.playbackRate, media.duration);
        fire(audio, 'timeupdate');
      });
    },
    end() {
      act(() => {
        const audio = element();
        const media = state(audio);
        media.currentTime = media.duration;
        media.paused = true;
        fire(audio, 'timeupdate');
        fire(audio, 'pause');
        fire(audio, 'ended');
      });
    },
    restore() {
      for (const [name, descriptor] of originals) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
    },
  };
}

/** A Media Session that records what the player tells the system and lets a test press the system's buttons. */
export function installFakeMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadataInit | null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler),
    setPositionState: jest.fn(),
  };
  class FakeMediaMetadata {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  }
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  Object.defineProperty(globalThis, 'MediaMetadata', { configurable: true, writable: true, value: FakeMediaMetadata });
  return {
    session,
    press(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) {
      const handler = handlers.get(action);
      if (!handler) throw new Error(`No handler for ${action}`);
      act(() => handler({ action, ...details } as MediaSessionActionDetails));
    },
    restore() {
      delete (navigator as unknown as Record<string, unknown>).mediaSession;
      delete (globalThis as unknown as Record<string, unknown>).MediaMetadata;
    },
  };
}
