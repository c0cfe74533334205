import { PageMeta } from '@site/shell-api';
import { useCallback, useMemo, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
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
  applySuguruMove,
  isSuguruSolved,
  regionSize,
  SUGURU_LEVELS,
  suguruConflicts,
  suguruFromSeed,
  suguruWrongCells,
  type SuguruLevel,
  type SuguruMove,
} from './engine';
import { SuguruBoard } from './SuguruBoard';
import '../shared/ui/game-screen.css';
import './suguru.css';

const LEVELS = Object.keys(SUGURU_LEVELS) as SuguruLevel[];
const LEVEL_OPTIONS = LEVELS.map((value) => ({ value, label: SUGURU_LEVELS[value].label }));

/** The page: the puzzle of the seed in the address, or of a fresh one. */
export default function SuguruPage() {
  return <SeededGame game="suguru" make={suguruFromSeed} levels={LEVELS} fallback="medium" screen={Suguru} />;
}

function Suguru({ seed, level, puzzle, newGame }: SeededProps<SuguruLevel, ReturnType<typeof suguruFromSeed>>) {
  const game = useHistory(puzzle);
  const state = game.present;
  const solved = isSuguruSolved(state);
  const [selected, setSelected] = useState(0);
  const [notesMode, setNotesMode] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const elapsed = useGameTimer(game.moved && !solved, `${seed}:${level}`);
  const best = useBestOnce('suguru', level, 'lower', {
    finished: solved && game.moved,
    id: `${seed}:${level}`,
    value: elapsed,
  });

  const move = useCallback(
    (m: SuguruMove) => {
      if (solved) return;
      setChecked(null);
      game.push((s) => applySuguruMove(s, m));
    },
    [game, solved],
  );
  useUndoKeys(game.undo, game.redo);

  const onDigit = (digit: number) => {
    if (digit > regionSize(state.puzzle, selected)) return;
    move({ type: notesMode ? 'note' : 'set', cell: selected, digit });
  };
  const onClear = () => move({ type: 'clear', cell: selected });
  const onCheck = () => {
    const wrong = suguruWrongCells(state).length;
    setChecked(wrong ? `${wrong} digit${wrong === 1 ? ' is' : 's are'} wrong.` : 'No mistakes so far.');
  };

  const marked = useMemo(
    () => new Set([...suguruConflicts(state), ...(checked ? suguruWrongCells(state) : [])]),
    [state, checked],
  );
  const maxDigit = regionSize(state.puzzle, selected);

  return (
    <article className="games-screen">
      <PageMeta {...PAGE_HEADS.suguru} path={pathTo('suguru')} />
      <h1>Suguru</h1>
      <p className="games-screen__intro">
        Fill each outlined region with the digits 1 to its size. Equal digits may never touch, not even diagonally.
      </p>
      <LevelPicker label="Difficulty" value={level} options={LEVEL_OPTIONS} onNewGame={newGame} />
      <SolveStatus elapsedMs={elapsed} best={best} solved={solved} />
      <div className="games-suguru-layout">
        <SuguruBoard
          state={state}
          selected={selected}
          marked={marked}
          onSelect={setSelected}
          onDigit={onDigit}
          onClear={onClear}
          onToggleNotes={() => setNotesMode((n) => !n)}
        />
        <div className="games-suguru-controls">
          <DigitPad
            digits={[1, 2, 3, 4, 5]}
            maxDigit={maxDigit}
            className="games-toolbar"
            onDigit={onDigit}
            onClear={onClear}
          />
          <EditToolbar
            notesMode={notesMode}
            onToggleNotes={() => setNotesMode((n) => !n)}
            history={game}
            solved={solved}
            onCheck={onCheck}
          />
          {checked ? <p className="games-message">{checked}</p> : null}
        </div>
      </div>
    </article>
  );
}
