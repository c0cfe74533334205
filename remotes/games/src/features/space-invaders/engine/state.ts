import { hashSeed, normaliseSeed, type Seed } from '../../shared/engine/rng';
import {
  COLUMNS,
  FIELD_WIDTH,
  FORMATION_START_X,
  FORMATION_START_Y,
  MAX_WAVE_DROP,
  PLAYER_WIDTH,
  ROWS,
  START_LIVES,
  WAVE_DROP,
} from './constants';
import { marchInterval, type Formation } from './formation';
import { freshShields } from './shields';

export type InvadersStatus = 'playing' | 'dying' | 'waveClear' | 'gameOver';

export interface Shot {
  readonly x: number;
  readonly y: number;
}

export interface Ufo {
  readonly x: number;
  readonly direction: 1 | -1;
  readonly points: number;
}

/** Something that happened during the last step, for sounds and effects. */
export type InvadersEvent =
  | { readonly type: 'shot' }
  | { readonly type: 'march'; readonly frame: 0 | 1 }
  | { readonly type: 'invaderKilled'; readonly index: number; readonly points: number }
  | { readonly type: 'ufoKilled'; readonly points: number }
  | { readonly type: 'playerHit' }
  | { readonly type: 'extraLife' }
  | { readonly type: 'waveClear' }
  | { readonly type: 'gameOver' };

export interface InvadersInput {
  readonly left: boolean;
  readonly right: boolean;
  readonly fire: boolean;
}

export const NO_INPUT: InvadersInput = { left: false, right: false, fire: false };

/** The whole game as plain data: `step` maps it to the next state, so replays and tests are exact. */
export interface InvadersState {
  readonly seed: string;
  readonly status: InvadersStatus;
  /** mulberry32 state: all randomness flows through here. */
  readonly rng: number;
  readonly timeMs: number;
  readonly wave: number;
  readonly score: number;
  readonly lives: number;
  readonly extraLifeAwarded: boolean;
  /** Left edge of the cannon. */
  readonly playerX: number;
  readonly bullet: Shot | null;
  readonly bombs: readonly Shot[];
  readonly bombTimerMs: number;
  readonly formation: Formation;
  /** Four bunkers of solid (1) or blasted (0) cells. */
  readonly shields: readonly (readonly number[])[];
  readonly ufo: Ufo | null;
  readonly ufoTimerMs: number;
  /** Countdown of the current pause (dying or wave clear). */
  readonly statusTimerMs: number;
  readonly events: readonly InvadersEvent[];
}

export const PLAYER_START_X = (FIELD_WIDTH - PLAYER_WIDTH) / 2;

export function waveFormation(wave: number): Formation {
  return {
    alive: new Array<boolean>(ROWS * COLUMNS).fill(true),
    x: FORMATION_START_X,
    y: FORMATION_START_Y + Math.min(MAX_WAVE_DROP, (wave - 1) * WAVE_DROP),
    direction: 1,
    marchTimerMs: marchInterval(ROWS * COLUMNS, wave),
    frame: 0,
  };
}

export function newInvadersGame(seed: Seed): InvadersState {
  const key = normaliseSeed(seed);
  return {
    seed: key,
    status: 'playing',
    rng: hashSeed(key, 'invaders'),
    timeMs: 0,
    wave: 1,
    score: 0,
    lives: START_LIVES,
    extraLifeAwarded: false,
    playerX: PLAYER_START_X,
    bullet: null,
    bombs: [],
    bombTimerMs: 1000,
    formation: waveFormation(1),
    shields: freshShields(),
    ufo: null,
    ufoTimerMs: 20000,
    statusTimerMs: 0,
    events: [],
  };
}
