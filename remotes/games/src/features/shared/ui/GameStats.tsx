import { formatTime } from './format-time';

export interface GameStatsProps {
  elapsedMs: number;
  /** Best time in ms, if any. */
  best: number | null;
  extra?: { label: string; value: string | number };
}

/** Timer, best time and one optional counter (mines left…), in a row above the board. */
export function GameStats({ elapsedMs, best, extra }: GameStatsProps) {
  return (
    <dl className="games-stats">
      {extra ? (
        <div>
          <dt>{extra.label}</dt>
          <dd>{extra.value}</dd>
        </div>
      ) : null}
      <div>
        <dt>Time</dt>
        <dd>
          <time aria-label="Time">{formatTime(elapsedMs)}</time>
        </dd>
      </div>
      <div>
        <dt>Best</dt>
        <dd>{best === null ? '--:--' : formatTime(best)}</dd>
      </div>
    </dl>
  );
}
