/** @jest-environment node */
import { createHistory, pushHistory, undo } from '../../shared/engine/history';
import { layoutOf } from './layout';
import { CROSSWORDS } from './puzzles';
import {
  applyCrosswordMove,
  currentEntry,
  isCrosswordSolved,
  isEntryFilled,
  isFilled,
  newCrossword,
  type CrosswordMove,
  type CrosswordState,
} from './state';

const puzzle = CROSSWORDS[0];
const layout = layoutOf(puzzle);
const play = (state: CrosswordState, ...moves: CrosswordMove[]): CrosswordState =>
  moves.reduce(applyCrosswordMove, state);
const typeWord = (state: CrosswordState, word: string): CrosswordState =>
  play(state, ...word.split('').map((letter) => ({ type: 'type', letter }) as const));

describe('crossword layout', () => {
  it('numbers cells in reading order and builds across and down entries', () => {
    expect(layout.numbers[0]).toBe(1);
    expect(layout.entries[0]).toMatchObject({ id: '1-across', answer: 'APE' });
    expect(layout.entries.find((e) => e.id === '1-down')?.answer).toBe('AIM');
    expect(layout.entries.filter((e) => e.direction === 'across').map((e) => e.number)).toEqual(
      puzzle.across.map((c) => c.number),
    );
    expect(layout.entries.every((e) => e.clue.length > 0)).toBe(true);
  });
});

describe('crossword play', () => {
  const start = newCrossword(puzzle);

  it('starts on 1-across with an empty grid', () => {
    expect(currentEntry(start).id).toBe('1-across');
    expect(start.letters.every((l) => l === '')).toBe(true);
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
  });

  it('typing fills the word and moves along it', () => {
    const s = typeWord(start, 'ap');
    expect(s.letters.slice(0, 3)).toEqual(['A', 'P', '']);
    expect(s.cursor.cell).toBe(2);
    const done = typeWord(s, 'e');
    expect(done.cursor.cell).toBe(2);
    expect(isEntryFilled(done, currentEntry(done))).toBe(true);
    expect(applyCrosswordMove(start, { type: 'type', letter: '7' })).toBe(start);
  });

  it('typing skips ahead to the next empty cell of the word', () => {
    let s = play(start, { type: 'select', cell: 2 });
    s = typeWord(s, 'E');
    s = play(s, { type: 'select', cell: 0 });
    s = typeWord(s, 'A');
    expect(s.cursor.cell).toBe(1);
  });

  it('backspace clears, then steps back', () => {
    let s = typeWord(start, 'APE');
    s = play(s, { type: 'backspace' });
    expect(s.letters[2]).toBe('');
    s = play(s, { type: 'backspace' });
    expect(s.letters[1]).toBe('');
    expect(s.cursor.cell).toBe(1);
  });

  it('clicking the cursor cell flips direction; clicking a black square does nothing', () => {
    const s = play(start, { type: 'select', cell: 0 });
    expect(s.cursor.direction).toBe('down');
    expect(currentEntry(s).id).toBe('1-down');
    expect(play(start, { type: 'select', cell: 3 })).toBe(start);
  });

  it('arrows move along the direction and turn across it', () => {
    const right = play(start, { type: 'arrow', arrow: 'right' });
    expect(right.cursor.cell).toBe(1);
    const turned = play(start, { type: 'arrow', arrow: 'down' });
    expect(turned.cursor).toEqual({ cell: 0, direction: 'down' });
    const hop = play(start, { type: 'select', cell: 2 }, { type: 'arrow', arrow: 'right' });
    expect(hop.cursor.cell).toBe(5);
  });

  it('Tab and Shift+Tab walk the clue list, across then down', () => {
    const next = play(start, { type: 'nextEntry' });
    expect(currentEntry(next).id).toBe('4-across');
    const back = play(start, { type: 'previousEntry' });
    expect(currentEntry(back).id).toBe(layout.entries[layout.entries.length - 1].id);
    let s = start;
    for (let i = 0; i < puzzle.across.length; i++) s = play(s, { type: 'nextEntry' });
    expect(currentEntry(s).id).toBe('1-down');
  });

  it('selecting a clue selects its word at the first empty cell', () => {
    const s = play(typeWord(play(start, { type: 'selectEntry', entryId: '9-down' }), 'P'), {
      type: 'selectEntry',
      entryId: '9-down',
    });
    const entry = currentEntry(s);
    expect(entry.id).toBe('9-down');
    expect(s.cursor.cell).toBe(entry.cells[1]);
    expect(play(start, { type: 'selectEntry', entryId: 'nope' })).toBe(start);
  });

  it('checks a letter, a word or the puzzle, marking only wrong letters', () => {
    const s = typeWord(start, 'AXE');
    const word = play(s, { type: 'check', scope: 'word' });
    expect(word.marks.slice(0, 3)).toEqual(['none', 'wrong', 'none']);
    const atRightLetter: CrosswordState = { ...s, cursor: { cell: 0, direction: 'across' } };
    expect(play(atRightLetter, { type: 'check', scope: 'letter' })).toBe(atRightLetter);
    expect(play(s, { type: 'check', scope: 'puzzle' }).marks.filter((m) => m === 'wrong')).toHaveLength(1);
    const fixed = play(word, { type: 'select', cell: 1 }, { type: 'type', letter: 'P' });
    expect(fixed.marks[1]).toBe('none');
  });

  it('reveals a letter, a word or the puzzle; revealed letters are locked', () => {
    const letter = play(start, { type: 'reveal', scope: 'letter' });
    expect(letter.letters[0]).toBe('A');
    expect(letter.marks[0]).toBe('revealed');
    expect(play(letter, { type: 'type', letter: 'Z' }).letters[0]).toBe('A');
    const word = play(start, { type: 'reveal', scope: 'word' });
    expect(word.letters.slice(0, 3).join('')).toBe('APE');
    const all = play(start, { type: 'reveal', scope: 'puzzle' });
    expect(isCrosswordSolved(all)).toBe(true);
  });

  it('wins only when every letter is right', () => {
    let s = start;
    layout.solution.forEach((letter, cell) => {
      if (letter) s = { ...s, letters: s.letters.map((l, i) => (i === cell ? letter : l)) };
    });
    expect(isCrosswordSolved(s)).toBe(true);
    const wrong = { ...s, letters: s.letters.map((l, i) => (i === 0 ? 'Z' : l)) };
    expect(isFilled(wrong)).toBe(true);
    expect(isCrosswordSolved(wrong)).toBe(false);
  });

  it('solving every puzzle by typing each across answer wins it', () => {
    for (const p of CROSSWORDS) {
      let s = newCrossword(p);
      for (const clue of p.across)
        s = typeWord(play(s, { type: 'selectEntry', entryId: `${clue.number}-across` }), clue.answer);
      expect(isCrosswordSolved(s)).toBe(true);
    }
  });

  it('clears a word or the puzzle and undoes typing', () => {
    const s = typeWord(start, 'APE');
    expect(play(s, { type: 'clear', scope: 'word' }).letters.slice(0, 3)).toEqual(['', '', '']);
    expect(play(s, { type: 'clear', scope: 'puzzle' }).letters.every((l) => l === '')).toBe(true);
    let h = createHistory(start);
    h = pushHistory(h, typeWord(h.present, 'A'));
    expect(undo(h).present).toBe(start);
  });
});
