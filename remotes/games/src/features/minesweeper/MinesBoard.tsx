import { useRef, type KeyboardEvent } from 'react';
import { arrowTarget, focusCell } from '../shared/ui/grid-keys';
import { minesCellLabel } from './cell-label';
import { boardView, type MinesState } from './engine';
import { useLongPress } from './use-long-press';

export interface MinesBoardProps {
  state: MinesState;
  focused: number;
  onFocusCell: (cell: number) => void;
  onReveal: (cell: number) => void;
  onFlag: (cell: number) => void;
}

function cellText(view: ReturnType<typeof boardView>[number]): string {
  if (view === 'flag') return '⚑';
  if (view === 'wrong-flag') return '✕';
  if (view === 'mine' || view === 'exploded') return '●';
  if (view === 'hidden' || view === 0) return '';
  return String(view);
}

/** The minefield: click / Enter / Space reveal (or chord a number), right click / F / long-press flag. */
export function MinesBoard({ state, focused, onFocusCell, onReveal, onFlag }: MinesBoardProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const press = useLongPress(onFlag);
  const views = boardView(state);
  const rows = Array.from({ length: state.height }, (_, y) => y);
  const cols = Array.from({ length: state.width }, (_, x) => x);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = arrowTarget(event.key, focused, state.width, state.height);
    if (next !== null) {
      onFocusCell(next);
      focusCell(gridRef.current, next);
    } else if (event.key === 'Enter' || event.key === ' ') onReveal(focused);
    else if (event.key === 'f' || event.key === 'F') onFlag(focused);
    else return;
    event.preventDefault();
  };

  return (
    <div className="games-board-scroll">
      <div
        ref={gridRef}
        role="grid"
        aria-label="Minefield"
        className="games-mines"
        style={{ ['--games-mines-cols' as string]: state.width }}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => event.preventDefault()}
      >
        {rows.map((y) => (
          <div role="row" key={y} className="games-mines__row">
            {cols.map((x) => {
              const cell = y * state.width + x;
              const view = views[cell];
              const open = typeof view === 'number' || view === 'mine' || view === 'exploded';
              return (
                <div
                  role="gridcell"
                  key={x}
                  data-cell={cell}
                  data-view={view}
                  tabIndex={cell === focused ? 0 : -1}
                  aria-label={minesCellLabel(cell, state.width, view)}
                  className={`games-mines__cell${open ? ' is-open' : ''}`}
                  onFocus={() => onFocusCell(cell)}
                  onClick={() => {
                    if (!press.consumeClick()) onReveal(cell);
                  }}
                  onContextMenu={(event) => {
                    event.preventDefault();
                    if (!press.isTouchPress()) onFlag(cell);
                  }}
                  onPointerDown={(event) => press.onPointerDown(event, cell)}
                  onPointerUp={press.cancel}
                  onPointerLeave={press.cancel}
                  onPointerCancel={press.cancel}
                >
                  {cellText(view)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
