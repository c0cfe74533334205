import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { lineCells } from '../shared/engine';
import { arrowTarget, focusCell } from '../shared/ui/grid-keys';
import { nonogramCellLabel } from './cell-label';
import { nextMark, satisfiedClues, type CellMark, type NonogramState } from './engine';

export interface NonogramBoardProps {
  state: NonogramState;
  focused: number;
  disabled: boolean;
  onFocusCell: (cell: number) => void;
  /** Every cell on the straight line from `from` to `to` gets `mark` (a single cell when they are equal). */
  onLine: (from: number, to: number, mark: CellMark) => void;
}

interface Drag {
  from: number;
  to: number;
  mark: CellMark;
}

function cellUnder(event: PointerEvent): number | null {
  const element = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
  const cell = element instanceof HTMLElement ? element.closest<HTMLElement>('[data-cell]') : null;
  return cell ? Number(cell.dataset.cell) : null;
}

/**
 * Clues and cells. Left button cycles a cell through the engine's marks, right button crosses; dragging paints the
 * first cell's new mark along a straight run. Keyboard: arrows, Enter/Space cycle, X crosses, Backspace clears.
 */
export function NonogramBoard({ state, focused, disabled, onFocusCell, onLine }: NonogramBoardProps) {
  const { width, height, clues } = state.puzzle;
  const gridRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const satisfied = satisfiedClues(state);
  const preview = new Set(drag ? lineCells(state.puzzle, drag.from, drag.to) : []);

  useEffect(() => {
    if (!drag) return;
    const finish = () => {
      onLine(drag.from, drag.to, drag.mark);
      setDrag(null);
    };
    window.addEventListener('pointerup', finish);
    return () => window.removeEventListener('pointerup', finish);
  }, [drag, onLine]);

  const onPointerDown = (event: PointerEvent, cell: number) => {
    if (disabled || event.button > 2) return;
    const current = state.marks[cell];
    const mark = event.button === 2 ? (current === 'crossed' ? 'empty' : 'crossed') : nextMark(current);
    setDrag({ from: cell, to: cell, mark });
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    const cell = cellUnder(event);
    if (cell !== null && cell !== drag.to) setDrag({ ...drag, to: cell });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = arrowTarget(event.key, focused, width, height);
    const current = state.marks[focused];
    if (next !== null) {
      onFocusCell(next);
      focusCell(gridRef.current, next);
    } else if (event.key === 'Enter' || event.key === ' ') onLine(focused, focused, nextMark(current));
    else if (event.key === 'x' || event.key === 'X')
      onLine(focused, focused, current === 'crossed' ? 'empty' : 'crossed');
    else if (event.key === 'Backspace' || event.key === 'Delete') onLine(focused, focused, 'empty');
    else return;
    event.preventDefault();
  };

  return (
    <div className="games-board-scroll">
      <div
        ref={gridRef}
        role="grid"
        aria-label="Nonogram"
        className="games-nonogram"
        style={{ ['--games-nonogram-size' as string]: width }}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onContextMenu={(event) => event.preventDefault()}
      >
        <div role="row" className="games-nonogram__row">
          <span className="games-nonogram__corner" />
          {clues.columns.map((clue, x) => (
            <div
              role="columnheader"
              key={x}
              aria-label={`Column ${x + 1} clue ${clue.join(' ') || '0'}${satisfied.columns[x] ? ', done' : ''}`}
              className={`games-nonogram__clue games-nonogram__clue--column${satisfied.columns[x] ? ' is-done' : ''}`}
            >
              {(clue.length ? clue : [0]).map((n, i) => (
                <span key={i}>{n}</span>
              ))}
            </div>
          ))}
        </div>
        {Array.from({ length: height }, (_, y) => (
          <div role="row" key={y} className="games-nonogram__row">
            <div
              role="rowheader"
              aria-label={`Row ${y + 1} clue ${clues.rows[y].join(' ') || '0'}${satisfied.rows[y] ? ', done' : ''}`}
              className={`games-nonogram__clue games-nonogram__clue--row${satisfied.rows[y] ? ' is-done' : ''}`}
            >
              {(clues.rows[y].length ? clues.rows[y] : [0]).map((n, i) => (
                <span key={i}>{n}</span>
              ))}
            </div>
            {Array.from({ length: width }, (_, x) => {
              const cell = y * width + x;
              const mark = drag && preview.has(cell) ? drag.mark : state.marks[cell];
              return (
                <div
                  role="gridcell"
                  key={x}
                  data-cell={cell}
                  data-mark={mark}
                  tabIndex={cell === focused ? 0 : -1}
                  aria-label={nonogramCellLabel(cell, width, state.marks[cell])}
                  className={`games-nonogram__cell${x % 5 === 4 && x < width - 1 ? ' is-fifth-col' : ''}${y % 5 === 4 && y < height - 1 ? ' is-fifth-row' : ''}`}
                  onFocus={() => onFocusCell(cell)}
                  onPointerDown={(event) => onPointerDown(event, cell)}
                >
                  {mark === 'crossed' ? '✕' : ''}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
