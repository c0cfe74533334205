import { useMemo, useRef, type KeyboardEvent } from 'react';
import { arrowTarget, focusCell } from '../shared/ui/grid-keys';
import { regionBorders, regionSize, type SuguruState } from './engine';

export interface SuguruBoardProps {
  state: SuguruState;
  selected: number;
  /** Conflicts, and wrong digits after Check. */
  marked: ReadonlySet<number>;
  onSelect: (cell: number) => void;
  onDigit: (digit: number) => void;
  onClear: () => void;
  onToggleNotes: () => void;
}

const BORDER_CLASSES = ['is-top', 'is-right', 'is-bottom', 'is-left'];

function cellLabel(state: SuguruState, cell: number, marked: boolean): string {
  const { width, givens } = state.puzzle;
  const where = `Row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}, region of ${regionSize(state.puzzle, cell)}`;
  const value = state.values[cell];
  if (value) return `${where}, ${value}${givens[cell] ? ', given' : ''}${marked ? ', mistake' : ''}`;
  const notes = [1, 2, 3, 4, 5].filter((d) => state.notes[cell] & (1 << (d - 1)));
  return notes.length ? `${where}, empty, notes ${notes.join(' ')}` : `${where}, empty`;
}

/** The Suguru grid: thick borders between regions; arrows move, digits enter, Backspace/Delete clear, N notes. */
export function SuguruBoard({ state, selected, marked, onSelect, onDigit, onClear, onToggleNotes }: SuguruBoardProps) {
  const { width, height, regions, givens } = state.puzzle;
  const gridRef = useRef<HTMLDivElement>(null);
  const borders = useMemo(() => regionBorders(state.puzzle, regions), [state.puzzle, regions]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = arrowTarget(event.key, selected, width, height);
    if (next !== null) {
      onSelect(next);
      focusCell(gridRef.current, next);
    } else if (/^[1-9]$/.test(event.key)) onDigit(Number(event.key));
    else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') onClear();
    else if (event.key === 'n' || event.key === 'N') onToggleNotes();
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label="Suguru grid"
      className="games-suguru"
      style={{ ['--games-suguru-size' as string]: width }}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: height }, (_, y) => (
        <div role="row" key={y} className="games-suguru__row">
          {Array.from({ length: width }, (_, x) => {
            const cell = y * width + x;
            const value = state.values[cell];
            const classes = ['games-suguru__cell', ...BORDER_CLASSES.filter((_, bit) => borders[cell] & (1 << bit))];
            if (givens[cell]) classes.push('is-given');
            if (cell === selected) classes.push('is-selected');
            if (marked.has(cell)) classes.push('is-wrong');
            return (
              <div
                role="gridcell"
                key={x}
                data-cell={cell}
                tabIndex={cell === selected ? 0 : -1}
                aria-selected={cell === selected}
                aria-label={cellLabel(state, cell, marked.has(cell))}
                className={classes.join(' ')}
                onClick={() => onSelect(cell)}
                onFocus={() => onSelect(cell)}
              >
                {value || (
                  <span className="games-suguru__notes" aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((d) => (state.notes[cell] & (1 << (d - 1)) ? d : '')).join(' ')}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
