/** Fixed simulation step: the screen calls `step` once per 1/60 s of real time, catching up as needed. */
export const STEP_MS = 1000 / 60;

/** The playfield in logical pixels (the arcade's 224x256), y growing downwards. */
export const FIELD_WIDTH = 224;
export const FIELD_HEIGHT = 256;

export const COLUMNS = 11;
export const ROWS = 5;
/** Invader widths per row, top to bottom (squid, crab, crab, octopus, octopus). */
export const INVADER_WIDTHS: readonly number[] = [8, 11, 11, 12, 12];
export const INVADER_HEIGHT = 8;
export const INVADER_SPACING_X = 16;
export const INVADER_SPACING_Y = 16;
/** Points per row, top to bottom. */
export const INVADER_POINTS: readonly number[] = [30, 20, 20, 10, 10];

export const FORMATION_START_X = 24;
export const FORMATION_START_Y = 48;
/** Each wave starts this much lower, up to the limit. */
export const WAVE_DROP = 8;
export const MAX_WAVE_DROP = 48;
export const MARCH_STEP_X = 2;
export const MARCH_STEP_Y = 8;
export const EDGE_MARGIN = 8;

export const PLAYER_Y = 216;
export const PLAYER_WIDTH = 13;
export const PLAYER_HEIGHT = 8;
export const PLAYER_SPEED = 80;
export const START_LIVES = 3;
export const EXTRA_LIFE_AT = 1500;

export const BULLET_SPEED = 240;
export const BULLET_HEIGHT = 4;
export const BOMB_SPEED = 80;
export const BOMB_HEIGHT = 6;
export const MAX_BOMBS = 3;

export const SHIELD_Y = 188;
export const SHIELD_COLUMNS = 11;
export const SHIELD_ROWS = 8;
export const SHIELD_CELL = 2;
export const SHIELD_XS: readonly number[] = [32, 77, 122, 167];

export const UFO_Y = 32;
export const UFO_WIDTH = 16;
export const UFO_HEIGHT = 7;
export const UFO_SPEED = 50;
export const UFO_POINTS: readonly number[] = [50, 100, 150, 300];

export const DYING_MS = 1500;
export const WAVE_CLEAR_MS = 2000;
