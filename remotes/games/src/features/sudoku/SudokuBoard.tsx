import { GridCell } from '../shared/ui/GridCell';
import { useDigitGridKeys, type DigitGridProps } from '../shared/ui/use-digit-grid-keys';
import { isGiven, noteDigits, type SudokuState } from './engine';

export interface SudokuBoardProps extends DigitGridProps {
  state: SudokuState;
  /** Cells drawn as mistakes (conflicts, or wrong after Check). */
  marked: ReadonlySet<number>;
  /** Cells a hint talks about. */
  hinted: ReadonlySet<number>;
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
export function SudokuBoard(props: SudokuBoardProps) {
  const { state, selected, marked, hinted, onSelect } = props;
  const { gridRef, onKeyDown } = useDigitGridKeys(props, 9, 9);
  const selectedValue = state.values[selected];

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
              <GridCell
                key={col}
                cell={cell}
                selected={selected}
                label={cellLabel(state, cell, marked.has(cell))}
                className={classes.join(' ')}
                onSelect={onSelect}
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
              </GridCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}
