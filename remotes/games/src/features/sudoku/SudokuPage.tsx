import { PageMeta } from '@site/shell-api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button } from '@site/ui';
import { DigitPad } from '../shared/ui/DigitPad';
import { EditToolbar } from '../shared/ui/EditToolbar';
import { LevelPicker } from '../shared/ui/LevelPicker';
import { SeededGame, type SeededProps } from '../shared/ui/SeededGame';
import { SolveStatus } from '../shared/ui/SolveStatus';
import { useBestOnce } from '../shared/ui/use-best-once';
import { useGameTimer } from '../shared/ui/use-game-timer';
import { useHistory } from '../shared/ui/use-history';
import { useUndoKeys } from '../shared/ui/use-undo-keys';
import {
  applyMove,
  conflicts,
  fromSeed,
  hint,
  isSolved,
  LEVELS,
  wrongCells,
  type Level,
  type SudokuMove,
} from './engine';
import { SudokuBoard } from './SudokuBoard';
import '../shared/ui/game-screen.css';
import './sudoku.css';

const LEVEL_OPTIONS = LEVELS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

interface Feedback {
  message: string;
  cells: readonly number[];
}

/** The page: the puzzle of the seed in the address, or of a fresh one. */
export default function SudokuPage() {
  return <SeededGame game="sudoku" make={fromSeed} levels={LEVELS} fallback="medium" screen={Sudoku} />;
}

function Sudoku({ seed, level, puzzle, newGame }: SeededProps<Level, ReturnType<typeof fromSeed>>) {
  const game = useHistory(puzzle);
  const state = game.present;
  const solved = isSolved(state);
  const [selected, setSelected] = useState(0);
  const [notesMode, setNotesMode] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [showWrong, setShowWrong] = useState(false);
  const elapsed = useGameTimer(game.moved && !solved, `${seed}:${level}`);
  const best = useBestOnce('sudoku', level, 'lower', {
    finished: solved && game.moved,
    id: `${seed}:${level}`,
    value: elapsed,
  });

  useEffect(() => {
    setFeedback(null);
    setShowWrong(false);
  }, [puzzle]);

  const move = useCallback(
    (m: SudokuMove) => {
      if (solved) return;
      setFeedback(null);
      setShowWrong(false);
      game.push((s) => applyMove(s, m));
    },
    [game, solved],
  );
  useUndoKeys(game.undo, game.redo);

  const onDigit = (digit: number) => move({ type: notesMode ? 'note' : 'set', cell: selected, digit });
  const onClear = () => move({ type: 'clear', cell: selected });

  const onCheck = () => {
    const wrong = wrongCells(state);
    setShowWrong(true);
    setFeedback({
      message: wrong.length
        ? `${wrong.length} digit${wrong.length === 1 ? ' is' : 's are'} wrong.`
        : 'No mistakes so far.',
      cells: [],
    });
  };

  const onHint = () => {
    const h = hint(state);
    if (h.kind === 'place') {
      move({ type: 'set', cell: h.cell, digit: h.digit });
      setSelected(h.cell);
    }
    setFeedback({ message: h.message, cells: h.kind === 'solved' ? [] : h.cells });
  };

  const marked = useMemo(
    () => new Set([...conflicts(state), ...(showWrong ? wrongCells(state) : [])]),
    [state, showWrong],
  );
  const hinted = useMemo(() => new Set(feedback?.cells ?? []), [feedback]);

  return (
    <article className="games-screen">
      <PageMeta {...PAGE_HEADS.sudoku} path={pathTo('sudoku')} />
      <h1>Sudoku</h1>
      <p className="games-screen__intro">Fill every row, column and box with the digits 1 to 9.</p>
      <LevelPicker label="Difficulty" value={level} options={LEVEL_OPTIONS} onNewGame={newGame} />
      <SolveStatus elapsedMs={elapsed} best={best} solved={solved} />
      <div className="games-sudoku-layout">
        <SudokuBoard
          state={state}
          selected={selected}
          marked={marked}
          hinted={hinted}
          onSelect={setSelected}
          onDigit={onDigit}
          onClear={onClear}
          onToggleNotes={() => setNotesMode((n) => !n)}
        />
        <div className="games-sudoku-controls">
          <DigitPad digits={DIGITS} className="games-sudoku-pad" onDigit={onDigit} onClear={onClear} />
          <EditToolbar
            notesMode={notesMode}
            onToggleNotes={() => setNotesMode((n) => !n)}
            history={game}
            solved={solved}
            onCheck={onCheck}
          >
            <Button variant="secondary" size="sm" onClick={onHint} disabled={solved}>
              Hint
            </Button>
          </EditToolbar>
          {feedback ? <p className="games-message">{feedback.message}</p> : null}
        </div>
      </div>
    </article>
  );
}
