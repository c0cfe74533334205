import { PageMeta } from '@site/shell-api';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button } from '@site/ui';
import { GameStats } from '../shared/ui/GameStats';
import { GameStatus } from '../shared/ui/GameStatus';
import { SelectField } from '../shared/ui/SelectField';
import { formatTime } from '../shared/ui/format-time';
import { useBestOnce } from '../shared/ui/use-best-once';
import { useGameTimer } from '../shared/ui/use-game-timer';
import { useHistory } from '../shared/ui/use-history';
import { useUndoKeys } from '../shared/ui/use-undo-keys';
import { entryName } from './cell-label';
import { CrosswordClues } from './CrosswordClues';
import { CrosswordGrid } from './CrosswordGrid';
import {
  applyCrosswordMove,
  CROSSWORDS,
  currentEntry,
  isCrosswordSolved,
  layoutOf,
  newCrossword,
  type CrosswordMove,
  type CrosswordState,
  type Cursor,
  type Scope,
} from './engine';
import { usePuzzleParam } from './use-puzzle-param';
import '../shared/ui/game-screen.css';
import './crossword.css';

const PUZZLE_OPTIONS = CROSSWORDS.map((p) => ({ value: p.id, label: p.title }));
const SCOPES: readonly Scope[] = ['letter', 'word', 'puzzle'];
const SCOPE_LABEL: Readonly<Record<Scope, string>> = { letter: 'letter', word: 'word', puzzle: 'puzzle' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The cells a check or reveal covers, and how the message names them. */
function scopeOf(state: CrosswordState, scope: Scope): { cells: readonly number[]; where: string } {
  if (scope === 'letter') return { cells: [state.cursor.cell], where: 'this square' };
  if (scope === 'word') {
    const entry = currentEntry(state);
    return { cells: entry.cells, where: entryName(entry.number, entry.direction) };
  }
  const { solution } = layoutOf(state.puzzle);
  return { cells: solution.flatMap((letter, i) => (letter ? [i] : [])), where: 'the puzzle' };
}

export default function CrosswordPage() {
  const { puzzle, choose } = usePuzzleParam();
  const initial = useMemo(() => newCrossword(puzzle), [puzzle]);
  const game = useHistory(initial);
  // Cursor moves are not undo steps: they live beside the history until the next edit records them.
  const [cursorOnly, setCursorOnly] = useState<{ origin: CrosswordState; cursor: Cursor } | null>(null);
  const state = useMemo(
    () =>
      cursorOnly && cursorOnly.origin === game.present ? { ...game.present, cursor: cursorOnly.cursor } : game.present,
    [cursorOnly, game.present],
  );
  const solved = isCrosswordSolved(state);
  const revealed = state.marks.filter((m) => m === 'revealed').length;
  const [message, setMessage] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const clueId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const elapsed = useGameTimer(game.moved && !solved, puzzle.id);
  // A time only counts as a best when nothing was revealed.
  const best = useBestOnce('crossword', puzzle.id, 'lower', {
    finished: solved && game.moved && revealed === 0,
    id: puzzle.id,
    value: elapsed,
  });

  useEffect(() => setMessage(''), [puzzle]);

  const { push } = game;
  const move = useCallback(
    (m: CrosswordMove) => {
      const next = applyCrosswordMove(state, m);
      if (next === state) return;
      if (next.letters === state.letters && next.marks === state.marks) {
        setCursorOnly({ origin: game.present, cursor: next.cursor });
        return;
      }
      if (solved) return;
      setMessage('');
      push(() => next);
    },
    [state, solved, push, game.present],
  );

  const { undo, redo } = game;
  const onUndo = useCallback(() => {
    setMessage('');
    undo();
  }, [undo]);
  const onRedo = useCallback(() => {
    setMessage('');
    redo();
  }, [redo]);
  useUndoKeys(onUndo, onRedo);

  const onCheck = (scope: Scope) => {
    const { cells, where } = scopeOf(state, scope);
    move({ type: 'check', scope });
    const after = applyCrosswordMove(state, { type: 'check', scope });
    const wrong = cells.filter((c) => after.marks[c] === 'wrong').length;
    setMessage(wrong ? `${plural(wrong, 'wrong letter')} in ${where}.` : `No wrong letters in ${where}.`);
    setFocusRequest((n) => n + 1);
  };

  const onReveal = (scope: Scope) => {
    const { cells } = scopeOf(state, scope);
    const after = applyCrosswordMove(state, { type: 'reveal', scope });
    move({ type: 'reveal', scope });
    const shown = cells.filter((c) => after.letters[c] !== state.letters[c] || after.marks[c] !== state.marks[c]);
    setMessage(shown.length ? `${plural(shown.length, 'letter')} revealed.` : 'Nothing to reveal there.');
    setFocusRequest((n) => n + 1);
  };

  const onClear = (scope: 'word' | 'puzzle') => {
    move({ type: 'clear', scope });
    setFocusRequest((n) => n + 1);
  };

  const entry = currentEntry(state);
  return (
    <article className="games-screen games-crossword">
      <PageMeta {...PAGE_HEADS.crossword} path={pathTo('crossword')} />
      <h1>Crossword</h1>
      <p className="games-screen__intro">
        Type to fill the highlighted word. Arrows move, Space or a second click turns the direction, Tab and Shift+Tab
        jump between words, and Escape leaves the grid.
      </p>
      <div className="games-toolbar">
        <SelectField label="Puzzle" value={puzzle.id} options={PUZZLE_OPTIONS} onChange={choose} />
        <Button variant="secondary" size="sm" onClick={onUndo} disabled={!game.canUndo}>
          Undo
        </Button>
        <Button variant="secondary" size="sm" onClick={onRedo} disabled={!game.canRedo}>
          Redo
        </Button>
      </div>
      <GameStats elapsedMs={elapsed} best={best} />
      <GameStatus heading={solved ? 'Solved!' : null}>
        <p className="games-message">
          {`“${puzzle.title}” finished in ${formatTime(elapsed)}.`}
          {revealed ? ` ${plural(revealed, 'letter')} revealed, so this time is not a best.` : ''}
        </p>
      </GameStatus>
      <div className="games-crossword__layout">
        <div className="games-crossword__main">
          <p id={clueId} className="games-crossword__clue-bar">
            <strong>{entryName(entry.number, entry.direction)}:</strong> {entry.clue}
          </p>
          <CrosswordGrid
            state={state}
            clueId={clueId}
            focusRequest={focusRequest}
            onMove={move}
            onLeave={() => actionsRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus()}
          />
          <div ref={actionsRef} className="games-crossword__actions">
            <div className="games-toolbar" role="group" aria-label="Check">
              {SCOPES.map((scope) => (
                <Button key={scope} variant="secondary" size="sm" disabled={solved} onClick={() => onCheck(scope)}>
                  Check {SCOPE_LABEL[scope]}
                </Button>
              ))}
            </div>
            <div className="games-toolbar" role="group" aria-label="Reveal">
              {SCOPES.map((scope) => (
                <Button key={scope} variant="secondary" size="sm" disabled={solved} onClick={() => onReveal(scope)}>
                  Reveal {SCOPE_LABEL[scope]}
                </Button>
              ))}
            </div>
            <div className="games-toolbar" role="group" aria-label="Clear">
              <Button variant="ghost" size="sm" disabled={solved} onClick={() => onClear('word')}>
                Clear word
              </Button>
              <Button variant="ghost" size="sm" disabled={solved} onClick={() => onClear('puzzle')}>
                Clear puzzle
              </Button>
            </div>
            <p className="games-message" role="status">
              {message}
            </p>
          </div>
        </div>
        <CrosswordClues
          state={state}
          onSelect={(entryId) => {
            move({ type: 'selectEntry', entryId });
            setFocusRequest((n) => n + 1);
          }}
        />
      </div>
    </article>
  );
}
