import { PageMeta } from '@site/shell-api';
import { useCallback, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button } from '@site/ui';
import { GameStats } from '../shared/ui/GameStats';
import { GameStatus } from '../shared/ui/GameStatus';
import { LevelPicker } from '../shared/ui/LevelPicker';
import { SeededGame, type SeededProps } from '../shared/ui/SeededGame';
import { formatTime } from '../shared/ui/format-time';
import { useBestOnce } from '../shared/ui/use-best-once';
import { useGameTimer } from '../shared/ui/use-game-timer';
import { useHistory } from '../shared/ui/use-history';
import { useUndoKeys } from '../shared/ui/use-undo-keys';
import { applyNonogramMove, isNonogramSolved, nonogramFromSeed, type CellMark, type NonogramSize } from './engine';
import { NonogramBoard } from './NonogramBoard';
import '../shared/ui/game-screen.css';
import './nonogram.css';

type SizeLevel = '5' | '10' | '15';
const SIZES: readonly SizeLevel[] = ['5', '10', '15'];
const SIZE_OPTIONS = SIZES.map((value) => ({ value, label: `${value}×${value}` }));

/** The page: the puzzle of the seed in the address, or of a fresh one. */
export default function NonogramPage() {
  return <SeededGame game="nonogram" make={makeNonogram} levels={SIZES} fallback="10" screen={Nonogram} />;
}

const makeNonogram = (seed: string, level: SizeLevel) => nonogramFromSeed(seed, Number(level) as NonogramSize);

function Nonogram({ seed, level, puzzle, newGame }: SeededProps<SizeLevel, ReturnType<typeof makeNonogram>>) {
  const game = useHistory(puzzle);
  const state = game.present;
  const solved = isNonogramSolved(state);
  const [focused, setFocused] = useState(0);
  const elapsed = useGameTimer(game.moved && !solved, `${seed}:${level}`);
  const best = useBestOnce('nonogram', level, 'lower', {
    finished: solved && game.moved,
    id: `${seed}:${level}`,
    value: elapsed,
  });

  const { push } = game;
  const onLine = useCallback(
    (from: number, to: number, mark: CellMark) => push((s) => applyNonogramMove(s, { type: 'line', from, to, mark })),
    [push],
  );
  useUndoKeys(game.undo, game.redo);

  const title = state.puzzle.title;
  return (
    <article className="games-screen">
      <PageMeta {...PAGE_HEADS.nonogram} path={pathTo('nonogram')} />
      <h1>Nonogram</h1>
      <p className="games-screen__intro">
        Each clue lists the runs of filled cells in its row or column, in order. Click to fill, right click or X to
        cross out, drag to paint a run.
      </p>
      <LevelPicker label="Size" value={level} options={SIZE_OPTIONS} onNewGame={newGame}>
        <Button variant="secondary" size="sm" onClick={game.undo} disabled={!game.canUndo}>
          Undo
        </Button>
        <Button variant="secondary" size="sm" onClick={game.redo} disabled={!game.canRedo}>
          Redo
        </Button>
      </LevelPicker>
      <GameStats elapsedMs={elapsed} best={best} />
      <GameStatus heading={solved ? 'Solved!' : null}>
        <p className="games-message">
          {title ? `The picture is “${title}”. ` : ''}Finished in {formatTime(elapsed)}.
        </p>
      </GameStatus>
      <NonogramBoard state={state} focused={focused} disabled={solved} onFocusCell={setFocused} onLine={onLine} />
    </article>
  );
}
