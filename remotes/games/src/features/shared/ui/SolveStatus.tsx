import { GameStats } from './GameStats';
import { GameStatus } from './GameStatus';
import { formatTime } from './format-time';

interface SolveStatusProps {
  elapsedMs: number;
  /** Best time in ms, if any. */
  best: number | null;
  solved: boolean;
}

/** Time and best time above a timed puzzle, then "Solved!" with the time taken once it is done. */
export function SolveStatus({ elapsedMs, best, solved }: SolveStatusProps) {
  return (
    <>
      <GameStats elapsedMs={elapsedMs} best={best} />
      <GameStatus heading={solved ? 'Solved!' : null}>
        <p className="games-message">Finished in {formatTime(elapsedMs)}.</p>
      </GameStatus>
    </>
  );
}
