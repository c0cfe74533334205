import { entryAt, isBlack, layoutOf, type CrosswordLayout } from './layout';
import type { CrosswordPuzzle, Direction, Entry } from './types';

/** How a cell's letter has been checked: shown as a slash for wrong, a marker for revealed. */
export type LetterMark = 'none' | 'wrong' | 'revealed';

export interface Cursor {
  readonly cell: number;
  readonly direction: Direction;
}

export interface CrosswordState {
  readonly puzzle: CrosswordPuzzle;
  /** Player letters per cell ('' when empty or black). */
  readonly letters: readonly string[];
  readonly marks: readonly LetterMark[];
  readonly cursor: Cursor;
}

export type Scope = 'letter' | 'word' | 'puzzle';
export type Arrow = 'up' | 'down' | 'left' | 'right';

export type CrosswordMove =
  /** Click on a cell: moves there, or flips direction when it is already the cursor. */
  | { readonly type: 'select'; readonly cell: number }
  | { readonly type: 'selectEntry'; readonly entryId: string }
  | { readonly type: 'toggleDirection' }
  | { readonly type: 'type'; readonly letter: string }
  | { readonly type: 'backspace' }
  | { readonly type: 'delete' }
  | { readonly type: 'arrow'; readonly arrow: Arrow }
  /** Tab and Shift+Tab. */
  | { readonly type: 'nextEntry' }
  | { readonly type: 'previousEntry' }
  | { readonly type: 'check'; readonly scope: Scope }
  | { readonly type: 'reveal'; readonly scope: Scope }
  | { readonly type: 'clear'; readonly scope: 'word' | 'puzzle' };

export function newCrossword(puzzle: CrosswordPuzzle): CrosswordState {
  const layout = layoutOf(puzzle);
  const first = layout.entries[0];
  return {
    puzzle,
    letters: layout.solution.map(() => ''),
    marks: layout.solution.map(() => 'none'),
    cursor: { cell: first.cells[0], direction: first.direction },
  };
}

/** The entry under the cursor (the highlighted word and its clue). */
export function currentEntry(state: CrosswordState): Entry {
  const layout = layoutOf(state.puzzle);
  const { cell, direction } = state.cursor;
  return (entryAt(layout, cell, direction) ?? entryAt(layout, cell, other(direction))) as Entry;
}

const other = (d: Direction): Direction => (d === 'across' ? 'down' : 'across');

export function isCrosswordSolved(state: CrosswordState): boolean {
  const layout = layoutOf(state.puzzle);
  return layout.solution.every((letter, i) => state.letters[i] === letter);
}

export function isFilled(state: CrosswordState): boolean {
  const layout = layoutOf(state.puzzle);
  return layout.solution.every((letter, i) => letter === '' || state.letters[i] !== '');
}

export function applyCrosswordMove(state: CrosswordState, move: CrosswordMove): CrosswordState {
  const layout = layoutOf(state.puzzle);
  switch (move.type) {
    case 'select':
      return select(layout, state, move.cell);
    case 'selectEntry': {
      const entry = layout.entries.find((e) => e.id === move.entryId);
      return entry ? withCursor(state, { cell: firstOpenCell(state, entry), direction: entry.direction }) : state;
    }
    case 'toggleDirection': {
      const direction = other(state.cursor.direction);
      return entryAt(layout, state.cursor.cell, direction) ? withCursor(state, { ...state.cursor, direction }) : state;
    }
    case 'type':
      return typeLetter(state, move.letter);
    case 'backspace':
      return backspace(state);
    case 'delete':
      return setLetters(state, [state.cursor.cell], '');
    case 'arrow':
      return arrow(layout, state, move.arrow);
    case 'nextEntry':
    case 'previousEntry':
      return stepEntry(layout, state, move.type === 'nextEntry' ? 1 : -1);
    case 'check':
      return check(layout, state, scopeCells(state, move.scope));
    case 'reveal':
      return reveal(layout, state, scopeCells(state, move.scope));
    case 'clear':
      return setLetters(state, scopeCells(state, move.scope), '');
  }
}

function withCursor(state: CrosswordState, cursor: Cursor): CrosswordState {
  return cursor.cell === state.cursor.cell && cursor.direction === state.cursor.direction
    ? state
    : { ...state, cursor };
}

function select(layout: CrosswordLayout, state: CrosswordState, cell: number): CrosswordState {
  if (cell < 0 || cell >= layout.solution.length || isBlack(layout, cell)) return state;
  if (cell === state.cursor.cell) return applyCrosswordMove(state, { type: 'toggleDirection' });
  const direction = entryAt(layout, cell, state.cursor.direction)
    ? state.cursor.direction
    : other(state.cursor.direction);
  return withCursor(state, { cell, direction });
}

/** The first empty cell of an entry, or its first cell when it is full. */
function firstOpenCell(state: CrosswordState, entry: Entry): number {
  return entry.cells.find((c) => state.letters[c] === '') ?? entry.cells[0];
}

/** Revealed letters are known right, so they stay put. */
function setLetters(state: CrosswordState, cells: readonly number[], letter: string): CrosswordState {
  const targets = cells.filter((c) => state.marks[c] !== 'revealed' && state.letters[c] !== letter);
  if (targets.length === 0) return state;
  const letters = [...state.letters];
  const marks = [...state.marks];
  for (const c of targets) {
    letters[c] = letter;
    marks[c] = 'none';
  }
  return { ...state, letters, marks };
}

/** Types into the cursor cell and moves on within the word (to the next empty cell if there is one ahead). */
function typeLetter(state: CrosswordState, raw: string): CrosswordState {
  const letter = raw.toUpperCase();
  if (!/^[A-Z]$/.test(letter)) return state;
  const entry = currentEntry(state);
  const typed = setLetters(state, [state.cursor.cell], letter);
  const position = entry.cells.indexOf(state.cursor.cell);
  const ahead = entry.cells.slice(position + 1);
  const target = ahead.find((c) => typed.letters[c] === '') ?? ahead[0] ?? state.cursor.cell;
  return withCursor(typed, { cell: target, direction: entry.direction });
}

function backspace(state: CrosswordState): CrosswordState {
  const { cell } = state.cursor;
  if (state.letters[cell] !== '' && state.marks[cell] !== 'revealed') return setLetters(state, [cell], '');
  const entry = currentEntry(state);
  const position = entry.cells.indexOf(cell);
  if (position <= 0) return state;
  const previous = entry.cells[position - 1];
  return withCursor(setLetters(state, [previous], ''), { cell: previous, direction: entry.direction });
}

const STEPS: Readonly<Record<Arrow, readonly [number, number]>> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/** An arrow across the current direction turns the cursor; along it, moves to the next white cell. */
function arrow(layout: CrosswordLayout, state: CrosswordState, key: Arrow): CrosswordState {
  const direction: Direction = key === 'left' || key === 'right' ? 'across' : 'down';
  if (direction !== state.cursor.direction && entryAt(layout, state.cursor.cell, direction)) {
    return withCursor(state, { ...state.cursor, direction });
  }
  const [dx, dy] = STEPS[key];
  let x = (state.cursor.cell % layout.width) + dx;
  let y = Math.floor(state.cursor.cell / layout.width) + dy;
  while (x >= 0 && y >= 0 && x < layout.width && y < layout.height) {
    const cell = y * layout.width + x;
    if (!isBlack(layout, cell)) {
      const dir = entryAt(layout, cell, state.cursor.direction)
        ? state.cursor.direction
        : other(state.cursor.direction);
      return withCursor(state, { cell, direction: dir });
    }
    x += dx;
    y += dy;
  }
  return state;
}

function stepEntry(layout: CrosswordLayout, state: CrosswordState, delta: 1 | -1): CrosswordState {
  const index = layout.entries.indexOf(currentEntry(state));
  const count = layout.entries.length;
  const entry = layout.entries[(index + delta + count) % count];
  return withCursor(state, { cell: firstOpenCell(state, entry), direction: entry.direction });
}

function scopeCells(state: CrosswordState, scope: Scope | 'word' | 'puzzle'): number[] {
  const layout = layoutOf(state.puzzle);
  if (scope === 'letter') return [state.cursor.cell];
  if (scope === 'word') return [...currentEntry(state).cells];
  return layout.solution.flatMap((letter, i) => (letter ? [i] : []));
}

/** Marks filled letters that are wrong; right and empty cells are left alone. */
function check(layout: CrosswordLayout, state: CrosswordState, cells: readonly number[]): CrosswordState {
  const wrong = cells.filter(
    (c) => state.letters[c] !== '' && state.letters[c] !== layout.solution[c] && state.marks[c] !== 'wrong',
  );
  if (wrong.length === 0) return state;
  const marks = [...state.marks];
  for (const c of wrong) marks[c] = 'wrong';
  return { ...state, marks };
}

function reveal(layout: CrosswordLayout, state: CrosswordState, cells: readonly number[]): CrosswordState {
  const targets = cells.filter((c) => state.letters[c] !== layout.solution[c]);
  if (targets.length === 0) return state;
  const letters = [...state.letters];
  const marks = [...state.marks];
  for (const c of targets) {
    letters[c] = layout.solution[c];
    marks[c] = 'revealed';
  }
  return { ...state, letters, marks };
}

/** Whether every cell of an entry has a letter (to grey out its clue). */
export function isEntryFilled(state: CrosswordState, entry: Entry): boolean {
  return entry.cells.every((c) => state.letters[c] !== '');
}
