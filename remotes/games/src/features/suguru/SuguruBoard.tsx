import { useMemo } from 'react';
import { GridCell } from '../shared/ui/GridCell';
import { useDigitGridKeys, type DigitGridProps } from '../shared/ui/use-digit-grid-keys';
import { regionBorders, regionSize, type SuguruState } from './engine';

export interface SuguruBoardProps extends DigitGridProps {
  state: SuguruState;
  /** Conflicts, and wrong digits after Check. */
  marked: ReadonlySet<number>;
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
export function SuguruBoard(props: SuguruBoardProps) {
  const { state, selected, marked, onSelect } = props;
  const { width, height, regions, givens } = state.puzzle;
  const { gridRef, onKeyDown } = useDigitGridKeys(props, width, height);
  const borders = useMemo(() => regionBorders(state.puzzle, regions), [state.puzzle, regions]);

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
              <GridCell
                key={x}
                cell={cell}
                selected={selected}
                label={cellLabel(state, cell, marked.has(cell))}
                className={classes.join(' ')}
                onSelect={onSelect}
              >
                {value || (
                  <span className="games-suguru__notes" aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((d) => (state.notes[cell] & (1 << (d - 1)) ? d : '')).join(' ')}
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
