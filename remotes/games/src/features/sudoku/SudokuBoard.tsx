import { useRef, type KeyboardEvent } from 'react';
import { arrowTarget, focusCell } from '../shared/ui/grid-keys';
import { isGiven, noteDigits, type SudokuState } from './engine';

export interface SudokuBoardProps {
  state: SudokuState;
  selected: number;
  /** Cells drawn as mistakes (conflicts, or wrong after Check). */
  marked: ReadonlySet<number>;
  /** Cells a hint talks about. */
  hinted: ReadonlySet<number>;
  onSelect: (cell: number) => void;
  onDigit: (digit: number) => void;
  onClear: () => void;
  onToggleNotes: () => void;
}

const ROWS = Array.from({ length: 9 }, (_, i) => i);

function cellLabel(state: SudokuState, cell: number, marked: boolean): string {
  const where = `Row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
  const value = state.values[cell];
  if (value) return `${where}, ${value}${isGiven(state, cell) ? ', given' : ''}${marked ? ', mistake' : ''}`;
  const notes = noteDigits(state, cell);
  return notes.length ? `${where}, empty, notes ${notes.join(' ')}` : `${where}, empty`;
}

/** The 9x9 grid: one tab stop (the selected cell), arrows move, digits enter, Backspace/Delete clear, N notes. */
export function SudokuBoard({
  state,
  selected,
  marked,
  hinted,
  onSelect,
  onDigit,
  onClear,
  onToggleNotes,
}: SudokuBoardProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const selectedValue = state.values[selected];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = arrowTarget(event.key, selected, 9, 9);
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
    <div ref={gridRef} role="grid" aria-label="Sudoku grid" className="games-sudoku" onKeyDown={onKeyDown}>
      {ROWS.map((row) => (
        <div role="row" key={row} className="games-sudoku__row">
          {ROWS.map((col) => {
            const cell = row * 9 + col;
            const value = state.values[cell];
            const classes = ['games-sudoku__cell'];
            if (isGiven(state, cell)) classes.push('is-given');
            if (cell === selected) classes.push('is-selected');
            else if (value && value === selectedValue) classes.push('is-same');
            if (marked.has(cell)) classes.push('is-wrong');
            if (hinted.has(cell)) classes.push('is-hinted');
            return (
              <div
                role="gridcell"
                key={col}
                data-cell={cell}
                tabIndex={cell === selected ? 0 : -1}
                aria-selected={cell === selected}
                aria-label={cellLabel(state, cell, marked.has(cell))}
                className={classes.join(' ')}
                onClick={() => onSelect(cell)}
                onFocus={() => onSelect(cell)}
              >
                {value ? (
                  value
                ) : (
                  <span className="games-sudoku__notes" aria-hidden="true">
                    {ROWS.map((i) => (
                      <span key={i}>{state.notes[cell] & (1 << i) ? i + 1 : ''}</span>
                    ))}
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
