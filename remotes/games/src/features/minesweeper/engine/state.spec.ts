/** @jest-environment node */
import { createHistory, pushHistory, undo } from '../../shared/engine/history';
import { neighboursOf } from './board';
import { MINES_LEVELS } from './levels';
import { solveBoard } from './solver';
import { applyMove, boardView, cellView, gameWithMines, minesRemaining, newGame, type MinesState } from './state';

/** Beginner 9x9 with mines at (0,0), (2,0) and (8,8). */
function smallGame(): MinesState {
  const mines = new Array<boolean>(81).fill(false);
  mines[0] = true;
  mines[2] = true;
  mines[80] = true;
  return gameWithMines('fixed', 'beginner', mines);
}

describe('minesweeper game', () => {
  it('starts ready with no board and the medium level by default', () => {
    const game = newGame('abc');
    expect(game.level).toBe('intermediate');
    expect(MINES_LEVELS[game.level].label).toBe('Medium');
    expect(game.board).toBeNull();
    expect(game.status).toBe('ready');
    expect(minesRemaining(game)).toBe(40);
  });

  it('a flagged cell cannot be the first click', () => {
    const flagged = applyMove(newGame('f', 'beginner'), { type: 'flag', cell: 40 });
    expect(applyMove(flagged, { type: 'reveal', cell: 40 })).toBe(flagged);
  });

  it('lays the board on the first click, which opens an area', () => {
    const game = applyMove(newGame('first', 'expert'), { type: 'reveal', cell: 200 });
    expect(game.status).toBe('playing');
    expect(game.board?.counts[200]).toBe(0);
    expect(game.revealed.filter(Boolean).length).toBeGreaterThan(1);
    expect(applyMove(newGame('first', 'expert'), { type: 'reveal', cell: 200 })).toEqual(game);
  });

  it('replaying the solver clicks wins every level', () => {
    for (const level of ['beginner', 'intermediate', 'expert'] as const) {
      let game = applyMove(newGame(`win-${level}`, level), { type: 'reveal', cell: 0 });
      const plan = solveBoard(game.board!, 0);
      for (const cell of plan.safeClicks.slice(1)) game = applyMove(game, { type: 'reveal', cell });
      expect(game.status).toBe('won');
      expect(minesRemaining(game)).toBe(0);
      expect(game.flagged.filter(Boolean)).toHaveLength(MINES_LEVELS[level].mines);
    }
  });

  it('flood-fills through zeros and stops at numbers', () => {
    const game = applyMove(smallGame(), { type: 'reveal', cell: 40 });
    expect(game.revealed[0]).toBe(false);
    expect(game.revealed[1]).toBe(false);
    expect(cellView(game, 10)).toBe(2);
    expect(game.revealed[79]).toBe(true);
    expect(game.revealed[80]).toBe(false);
    expect(game.status).toBe('playing');
  });

  it('toggles flags on hidden cells only, and flags block reveals', () => {
    let game = applyMove(smallGame(), { type: 'flag', cell: 0 });
    expect(cellView(game, 0)).toBe('flag');
    expect(minesRemaining(game)).toBe(2);
    expect(applyMove(game, { type: 'reveal', cell: 0 })).toEqual(game);
    game = applyMove(game, { type: 'flag', cell: 0 });
    expect(cellView(game, 0)).toBe('hidden');
    const opened = applyMove(game, { type: 'reveal', cell: 40 });
    expect(applyMove(opened, { type: 'flag', cell: 40 })).toBe(opened);
  });

  it('chords a number whose flags match it', () => {
    let game = applyMove(smallGame(), { type: 'reveal', cell: 40 });
    expect(applyMove(game, { type: 'chord', cell: 10 })).toBe(game);
    game = applyMove(game, { type: 'flag', cell: 0 });
    game = applyMove(game, { type: 'flag', cell: 2 });
    game = applyMove(game, { type: 'chord', cell: 10 });
    expect(game.revealed[1]).toBe(true);
    expect(game.status).toBe('won');
  });

  it('loses on a wrong chord, showing mines and wrong flags', () => {
    let game = applyMove(smallGame(), { type: 'reveal', cell: 40 });
    game = applyMove(game, { type: 'flag', cell: 0 });
    game = applyMove(game, { type: 'flag', cell: 1 });
    game = applyMove(game, { type: 'chord', cell: 10 });
    expect(game.status).toBe('lost');
    expect(game.exploded).toBe(2);
    expect(cellView(game, 2)).toBe('exploded');
    expect(cellView(game, 80)).toBe('mine');
    expect(cellView(game, 0)).toBe('flag');
    expect(cellView(game, 1)).toBe('wrong-flag');
    expect(applyMove(game, { type: 'reveal', cell: 3 })).toBe(game);
  });

  it('loses when a mine is revealed', () => {
    const game = applyMove(smallGame(), { type: 'reveal', cell: 80 });
    expect(game.status).toBe('lost');
    expect(boardView(game).filter((v) => v === 'mine')).toHaveLength(2);
  });

  it('wins when every safe cell is open, flags or not', () => {
    let game = applyMove(smallGame(), { type: 'reveal', cell: 40 });
    game = applyMove(game, { type: 'reveal', cell: 1 });
    expect(game.status).toBe('won');
    expect(cellView(game, 80)).toBe('flag');
  });

  it('the first click is never a mine, wherever it lands', () => {
    for (let cell = 0; cell < 81; cell += 7) {
      const game = applyMove(newGame(`any-${cell}`, 'beginner'), { type: 'reveal', cell });
      expect(game.status).not.toBe('lost');
      for (const n of neighboursOf(game)[cell]) expect(game.board?.mines[n]).toBe(false);
    }
  });

  it('state is plain data and works with history', () => {
    const start = applyMove(newGame('h', 'beginner'), { type: 'reveal', cell: 40 });
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
    let h = createHistory(start);
    const flagCell = start.revealed.findIndex((r) => !r);
    h = pushHistory(h, applyMove(h.present, { type: 'flag', cell: flagCell }));
    expect(h.present.flagged[flagCell]).toBe(true);
    expect(undo(h).present.flagged[flagCell]).toBe(false);
  });
});
