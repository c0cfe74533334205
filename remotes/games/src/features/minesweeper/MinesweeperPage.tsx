import { PageMeta } from '@site/shell-api';
import { useCallback, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { GameStats } from '../shared/ui/GameStats';
import { GameStatus } from '../shared/ui/GameStatus';
import { LevelPicker } from '../shared/ui/LevelPicker';
import { SeededGame, type SeededProps } from '../shared/ui/SeededGame';
import { formatTime } from '../shared/ui/format-time';
import { useBestOnce } from '../shared/ui/use-best-once';
import { useGameTimer } from '../shared/ui/use-game-timer';
import {
  applyMove,
  DEFAULT_MINES_LEVEL,
  MINES_LEVELS,
  minesRemaining,
  newGame as newMinesGame,
  type MinesLevel,
  type MinesMove,
} from './engine';
import { MinesBoard } from './MinesBoard';
import '../shared/ui/game-screen.css';
import './minesweeper.css';

const LEVELS = Object.keys(MINES_LEVELS) as MinesLevel[];
const LEVEL_OPTIONS = LEVELS.map((value) => {
  const spec = MINES_LEVELS[value];
  return { value, label: `${spec.label} (${spec.width}×${spec.height}, ${spec.mines} mines)` };
});

/** The page: the puzzle of the seed in the address, or of a fresh one. */
export default function MinesweeperPage() {
  return (
    <SeededGame
      game="minesweeper"
      make={newMinesGame}
      levels={LEVELS}
      fallback={DEFAULT_MINES_LEVEL}
      screen={Minesweeper}
    />
  );
}

function Minesweeper({
  seed,
  level,
  puzzle: initial,
  newGame,
}: SeededProps<MinesLevel, ReturnType<typeof newMinesGame>>) {
  const [state, setState] = useState(initial);
  const [origin, setOrigin] = useState(initial);
  if (origin !== initial) {
    setOrigin(initial);
    setState(initial);
  }
  const [focused, setFocused] = useState(0);
  const elapsed = useGameTimer(state.status === 'playing', `${seed}:${level}`);
  const best = useBestOnce('minesweeper', level, 'lower', {
    finished: state.status === 'won',
    id: `${seed}:${level}`,
    value: elapsed,
  });

  const move = useCallback((m: MinesMove) => setState((s) => applyMove(s, m)), []);
  const reveal = useCallback((cell: number) => move({ type: 'reveal', cell }), [move]);
  const flag = useCallback((cell: number) => move({ type: 'flag', cell }), [move]);

  const heading = state.status === 'won' ? 'You win!' : state.status === 'lost' ? 'Game over' : null;

  return (
    <article className="games-screen games-screen--wide">
      <PageMeta {...PAGE_HEADS.minesweeper} path={pathTo('minesweeper')} />
      <h1>Minesweeper</h1>
      <p className="games-screen__intro">
        Open every safe cell. Right click, press F or hold a cell to flag a mine; click a number to open around it.
      </p>
      <LevelPicker label="Level" value={level} options={LEVEL_OPTIONS} onNewGame={newGame} />
      <GameStats elapsedMs={elapsed} best={best} extra={{ label: 'Mines left', value: minesRemaining(state) }} />
      <GameStatus heading={heading} tone={state.status === 'lost' ? 'loss' : 'win'}>
        <p className="games-message">
          {state.status === 'won' ? `Cleared in ${formatTime(elapsed)}.` : 'You hit a mine. Crossed flags were wrong.'}
        </p>
      </GameStatus>
      <MinesBoard state={state} focused={focused} onFocusCell={setFocused} onReveal={reveal} onFlag={flag} />
    </article>
  );
}
