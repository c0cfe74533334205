/** @jest-environment node */
import { COLUMNS, FIELD_WIDTH, PLAYER_WIDTH, PLAYER_Y, ROWS, STEP_MS } from './constants';
import { aliveBoxes, aliveCount, invaderBox, marchInterval } from './formation';
import { NO_INPUT, newInvadersGame, type InvadersInput, type InvadersState } from './state';
import { step } from './step';

const FIRE: InvadersInput = { left: false, right: false, fire: true };

function run(state: InvadersState, frames: number, input: InvadersInput = NO_INPUT): InvadersState {
  let s = state;
  for (let i = 0; i < frames; i++) s = step(s, input);
  return s;
}

/** A game with no bombs for a while, so tests about shooting are not disturbed. */
function calm(seed = 'calm'): InvadersState {
  return { ...newInvadersGame(seed), bombTimerMs: 1e9, ufoTimerMs: 1e9 };
}

/** Puts the cannon under an invader (between shields) and fires once. */
function shootAt(state: InvadersState, index: number): InvadersState {
  const box = invaderBox(state.formation, index);
  let s: InvadersState = { ...state, playerX: box.x + box.w / 2 - PLAYER_WIDTH / 2 };
  s = step(s, FIRE);
  for (let i = 0; i < 120 && s.bullet; i++) s = step(s, NO_INPUT);
  return s;
}

describe('space invaders', () => {
  it('starts a wave of 55 invaders with 3 lives', () => {
    const s = newInvadersGame('a');
    expect(aliveCount(s.formation)).toBe(ROWS * COLUMNS);
    expect(s.lives).toBe(3);
    expect(s.score).toBe(0);
    expect(s.shields).toHaveLength(4);
  });

  it('is deterministic for a seed and input sequence', () => {
    const inputs = Array.from({ length: 600 }, (_, i) => ({
      left: i % 50 < 20,
      right: i % 70 > 40,
      fire: i % 9 === 0,
    }));
    const play = (): InvadersState => inputs.reduce((s, input) => step(s, input), newInvadersGame('replay'));
    expect(play()).toEqual(play());
  });

  it('moves the cannon within the field', () => {
    const s = calm();
    expect(run(s, 30, { left: false, right: true, fire: false }).playerX).toBeGreaterThan(s.playerX);
    expect(run(s, 600, { left: true, right: false, fire: false }).playerX).toBe(0);
    expect(run(s, 600, { left: false, right: true, fire: false }).playerX).toBe(FIELD_WIDTH - PLAYER_WIDTH);
  });

  it('a bullet kills the lowest invader in its column and scores its points', () => {
    // Column 2 lies in the gap between the first two shields.
    const column = 2;
    const target = (ROWS - 1) * COLUMNS + column;
    const s = shootAt(calm(), target);
    expect(s.formation.alive[target]).toBe(false);
    expect(aliveCount(s.formation)).toBe(ROWS * COLUMNS - 1);
    expect(s.score).toBe(10);
    const next = shootAt(s, (ROWS - 2) * COLUMNS + column);
    expect(next.score).toBe(20);
  });

  it('only one bullet flies at a time', () => {
    const s = step(calm(), FIRE);
    const again = step(s, FIRE);
    expect(again.bullet?.y).toBeLessThan(s.bullet?.y ?? 0);
    expect(again.events.filter((e) => e.type === 'shot')).toHaveLength(0);
  });

  it('a bullet chips a shield', () => {
    const s = calm();
    const solidBefore = s.shields[0].reduce((a, b) => a + b, 0);
    const hit = run(step({ ...s, playerX: 32 + 11 - PLAYER_WIDTH / 2 }, FIRE), 30);
    expect(hit.shields[0].reduce((a, b) => a + b, 0)).toBeLessThan(solidBefore);
  });

  it('marches faster as the wave thins and as waves go by', () => {
    expect(marchInterval(10, 1)).toBeLessThan(marchInterval(55, 1));
    expect(marchInterval(1, 1)).toBeLessThan(marchInterval(10, 1));
    expect(marchInterval(55, 3)).toBeLessThan(marchInterval(55, 1));
    const countMarches = (state: InvadersState): number => {
      let s = state;
      let n = 0;
      for (let i = 0; i < 300; i++) {
        s = step(s, NO_INPUT);
        n += s.events.filter((e) => e.type === 'march').length;
      }
      return n;
    };
    const full = calm();
    const thin = { ...full, formation: { ...full.formation, alive: full.formation.alive.map((_, i) => i < 5) } };
    expect(countMarches(thin)).toBeGreaterThan(countMarches(full) * 3);
  });

  it('the formation drops and turns at the edge', () => {
    let s = calm();
    const y0 = s.formation.y;
    for (let i = 0; i < 20000 && s.formation.direction === 1; i++) s = step(s, NO_INPUT);
    expect(s.formation.direction).toBe(-1);
    expect(s.formation.y).toBe(y0 + 8);
    expect(Math.max(...aliveBoxes(s.formation).map((b) => b.x + b.w))).toBeLessThanOrEqual(FIELD_WIDTH - 8);
  });

  it('a bomb on the cannon costs a life, then play resumes', () => {
    const s = calm();
    const hit = step({ ...s, bombs: [{ x: s.playerX + 6, y: PLAYER_Y - 2 }] }, NO_INPUT);
    expect(hit.lives).toBe(2);
    expect(hit.status).toBe('dying');
    expect(hit.events.some((e) => e.type === 'playerHit')).toBe(true);
    const resumed = run(hit, Math.ceil(1500 / STEP_MS) + 1);
    expect(resumed.status).toBe('playing');
  });

  it('losing all lives ends the game, and the game then stands still', () => {
    let s: InvadersState = { ...calm(), lives: 1 };
    s = step({ ...s, bombs: [{ x: s.playerX + 6, y: PLAYER_Y - 2 }] }, NO_INPUT);
    expect(s.status).toBe('gameOver');
    expect(s.lives).toBe(0);
    const later = step(s, FIRE);
    expect(step(later, FIRE)).toBe(later);
  });

  it('invaders reaching the cannon row end the game', () => {
    const s = calm();
    const landed = step({ ...s, formation: { ...s.formation, y: PLAYER_Y - 4 * 16 - 8 + 1 } }, NO_INPUT);
    expect(landed.status).toBe('gameOver');
  });

  it('clearing the wave starts a faster, lower wave with fresh shields', () => {
    const s = calm();
    const last = {
      ...s,
      formation: { ...s.formation, alive: s.formation.alive.map((_, i) => i === (ROWS - 1) * COLUMNS + 3) },
      shields: s.shields.map((c) => c.map(() => 0)),
    };
    const cleared = shootAt(last, (ROWS - 1) * COLUMNS + 3);
    expect(cleared.status).toBe('waveClear');
    const next = run(cleared, Math.ceil(2000 / STEP_MS) + 1);
    expect(next.status).toBe('playing');
    expect(next.wave).toBe(2);
    expect(aliveCount(next.formation)).toBe(55);
    expect(next.formation.y).toBeGreaterThan(s.formation.y);
    expect(next.shields[0].some(Boolean)).toBe(true);
  });

  it('shooting the UFO scores its points', () => {
    const s = calm();
    // The bullet needs 0.75 s to climb to the UFO's row, in which time the UFO flies 37.5 px.
    const withUfo = {
      ...s,
      ufo: { x: 60, direction: 1 as const, points: 150 },
      formation: { ...s.formation, alive: s.formation.alive.map((_, i) => i === 0) },
    };
    let t = step({ ...withUfo, playerX: 106 - PLAYER_WIDTH / 2 }, FIRE);
    for (let i = 0; i < 100 && t.bullet; i++) t = step(t, NO_INPUT);
    expect(t.score).toBe(150);
    expect(t.ufo).toBeNull();
  });

  it('invaders drop bombs on their own', () => {
    let s = newInvadersGame('bombs');
    let dropped = 0;
    for (let i = 0; i < 200; i++) {
      const before = s.bombs.length;
      s = step(s, NO_INPUT);
      dropped += Math.max(0, s.bombs.length - before);
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('an extra life comes at 1500 points', () => {
    const s = step({ ...calm(), score: 1500 }, NO_INPUT);
    expect(s.lives).toBe(4);
    expect(step(s, NO_INPUT).lives).toBe(4);
  });
});
