import {
  COLUMNS,
  EDGE_MARGIN,
  FIELD_WIDTH,
  INVADER_HEIGHT,
  INVADER_SPACING_X,
  INVADER_SPACING_Y,
  INVADER_WIDTHS,
  ROWS,
} from './constants';
import type { Box } from './shields';

export interface Formation {
  /** ROWS x COLUMNS, row-major from the top row. */
  readonly alive: readonly boolean[];
  readonly x: number;
  readonly y: number;
  readonly direction: 1 | -1;
  /** Time left before the next march step. */
  readonly marchTimerMs: number;
  /** Animation frame, flipped on every march step. */
  readonly frame: 0 | 1;
}

export interface InvaderBox extends Box {
  readonly index: number;
  readonly row: number;
  readonly column: number;
}

export function invaderBox(formation: Formation, index: number): InvaderBox {
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  const w = INVADER_WIDTHS[row];
  return {
    index,
    row,
    column,
    x: formation.x + column * INVADER_SPACING_X + (INVADER_SPACING_X - w) / 2,
    y: formation.y + row * INVADER_SPACING_Y,
    w,
    h: INVADER_HEIGHT,
  };
}

export function aliveBoxes(formation: Formation): InvaderBox[] {
  const out: InvaderBox[] = [];
  formation.alive.forEach((a, i) => a && out.push(invaderBox(formation, i)));
  return out;
}

export const aliveCount = (formation: Formation): number => formation.alive.filter(Boolean).length;

/**
 * Time between march steps. The arcade moved one invader per frame, so the whole formation stepped faster as it
 * thinned; this keeps that proportion, and each wave marches a little faster than the last.
 */
export function marchInterval(alive: number, wave: number): number {
  const waveFactor = Math.max(0.55, 1 - 0.08 * (wave - 1));
  return (12 + alive * 14) * waveFactor;
}

/** Whether stepping sideways would push an invader past the margin (then the formation drops and turns). */
export function atEdge(formation: Formation, step: number): boolean {
  return aliveBoxes(formation).some((b) => b.x + step < EDGE_MARGIN || b.x + b.w + step > FIELD_WIDTH - EDGE_MARGIN);
}

/** The lowest live invader in each column: the ones that can drop bombs. */
export function shooters(formation: Formation): InvaderBox[] {
  const out: InvaderBox[] = [];
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = ROWS - 1; row >= 0; row--) {
      const index = row * COLUMNS + column;
      if (formation.alive[index]) {
        out.push(invaderBox(formation, index));
        break;
      }
    }
  }
  return out;
}
