import { useEffect, useRef } from 'react';
import { entryName } from './cell-label';
import { currentEntry, entryAt, isEntryFilled, layoutOf, type CrosswordState, type Direction } from './engine';

export interface CrosswordCluesProps {
  state: CrosswordState;
  onSelect: (entryId: string) => void;
}

const DIRECTIONS: readonly Direction[] = ['across', 'down'];

/**
 * The Across and Down lists. The current clue is highlighted (and the crossing one more lightly) and kept in view
 * by scrolling its own list only, so the page never jumps away from the grid.
 */
export function CrosswordClues({ state, onSelect }: CrosswordCluesProps) {
  const layout = layoutOf(state.puzzle);
  const current = currentEntry(state);
  const crossing = entryAt(layout, state.cursor.cell, current.direction === 'across' ? 'down' : 'across');
  const listRefs = useRef<Partial<Record<Direction, HTMLOListElement | null>>>({});

  useEffect(() => {
    for (const id of [current.id, crossing?.id]) {
      if (!id) continue;
      const list = listRefs.current[id.endsWith('across') ? 'across' : 'down'];
      const item = list?.querySelector<HTMLElement>(`[data-entry="${id}"]`);
      if (!list || !item) continue;
      const top = item.offsetTop; // the list is positioned, so this is within it
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = top + item.offsetHeight - list.clientHeight;
      }
    }
  }, [current.id, crossing?.id]);

  return (
    <div className="games-crossword__clues">
      {DIRECTIONS.map((direction) => {
        const headingId = `games-crossword-${direction}`;
        return (
          <section key={direction} className="games-crossword__clue-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{direction === 'across' ? 'Across' : 'Down'}</h2>
            <ol
              className="games-crossword__clue-list"
              ref={(el) => {
                listRefs.current[direction] = el;
              }}
            >
              {layout.entries
                .filter((entry) => entry.direction === direction)
                .map((entry) => {
                  const classes = ['games-crossword__clue'];
                  if (entry.id === current.id) classes.push('is-current');
                  else if (entry.id === crossing?.id) classes.push('is-crossing');
                  if (isEntryFilled(state, entry)) classes.push('is-filled');
                  return (
                    <li key={entry.id} data-entry={entry.id}>
                      <button
                        type="button"
                        className={classes.join(' ')}
                        aria-current={entry.id === current.id ? 'true' : undefined}
                        aria-label={`${entryName(entry.number, entry.direction)}: ${entry.clue}`}
                        onClick={() => onSelect(entry.id)}
                      >
                        <span className="games-crossword__clue-number">{entry.number}</span>
                        <span>{entry.clue}</span>
                      </button>
                    </li>
                  );
                })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
