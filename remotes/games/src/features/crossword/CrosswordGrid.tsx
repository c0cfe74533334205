import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { focusCell } from '../shared/ui/grid-keys';
import { crosswordCellLabel } from './cell-label';
import { currentEntry, isBlack, layoutOf, type Arrow, type CrosswordMove, type CrosswordState } from './engine';

export interface CrosswordGridProps {
  state: CrosswordState;
  /** id of the element holding the current clue, read out as the focused cell's description. */
  clueId: string;
  /** Bumped by the page when the grid should take focus (a clue was clicked, a button was pressed). */
  focusRequest: number;
  onMove: (move: CrosswordMove) => void;
  /** Escape: hand focus back to the page, since Tab moves between words inside the grid. */
  onLeave: () => void;
}

const ARROWS: Readonly<Record<string, Arrow>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The engine move for a key press, or null when the grid leaves the key alone. */
function keyMove(event: KeyboardEvent): CrosswordMove | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const { key } = event;
  if (/^[a-z]$/i.test(key)) return { type: 'type', letter: key };
  if (key in ARROWS) return { type: 'arrow', arrow: ARROWS[key] };
  if (key === 'Backspace') return { type: 'backspace' };
  if (key === 'Delete') return { type: 'delete' };
  if (key === 'Tab') return { type: event.shiftKey ? 'previousEntry' : 'nextEntry' };
  if (key === 'Enter') return { type: 'nextEntry' };
  if (key === ' ') return { type: 'toggleDirection' };
  return null;
}

/**
 * The crossword grid: one tab stop (the cursor cell), which takes the key presses itself. On a touch screen a
 * transparent input sits over the cursor cell instead, so tapping raises the on-screen keyboard.
 */
export function CrosswordGrid({ state, clueId, focusRequest, onMove, onLeave }: CrosswordGridProps) {
  const layout = layoutOf(state.puzzle);
  const gridRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [touch, setTouch] = useState(false);
  const { cell: cursor } = state.cursor;
  const word = new Set(currentEntry(state).cells);

  // Focus follows the cursor while the grid has it, and comes back when the page asks.
  const handled = useRef(focusRequest);
  useEffect(() => {
    const requested = handled.current !== focusRequest;
    handled.current = focusRequest;
    const active = document.activeElement;
    const inside = active !== null && (active === inputRef.current || gridRef.current?.contains(active));
    if (!requested && !inside) return;
    if (inputRef.current) inputRef.current.focus({ preventScroll: true });
    else focusCell(gridRef.current, cursor);
  }, [cursor, focusRequest, touch]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
      return;
    }
    const move = keyMove(event);
    if (!move) return;
    event.preventDefault();
    onMove(move);
  };

  // On-screen keyboards often send no usable key code, so letters are read from the input's value.
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.replace(/[^a-z]/gi, '');
    event.currentTarget.value = '';
    for (const letter of typed) onMove({ type: 'type', letter });
  };

  const style = { '--games-crossword-cols': layout.width } as CSSProperties;
  const inputStyle = {
    left: `${((cursor % layout.width) / layout.width) * 100}%`,
    top: `${(Math.floor(cursor / layout.width) / layout.height) * 100}%`,
    width: `${100 / layout.width}%`,
    height: `${100 / layout.height}%`,
  } satisfies CSSProperties;

  return (
    <div className="games-crossword__board" style={style}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={`Crossword grid, ${state.puzzle.title}`}
        className="games-crossword__grid"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => setTouch(event.pointerType === 'touch')}
      >
        {Array.from({ length: layout.height }, (_, row) => (
          <div role="row" key={row} className="games-crossword__row">
            {Array.from({ length: layout.width }, (_, col) => {
              const cell = row * layout.width + col;
              const label = crosswordCellLabel(layout, state, cell);
              if (isBlack(layout, cell)) {
                return <div role="gridcell" key={col} aria-label={label} className="games-crossword__cell is-black" />;
              }
              const classes = ['games-crossword__cell'];
              if (cell === cursor) classes.push('is-cursor');
              else if (word.has(cell)) classes.push('is-word');
              const mark = state.marks[cell];
              if (mark !== 'none') classes.push(`is-${mark}`);
              const number = layout.numbers[cell];
              return (
                <div
                  role="gridcell"
                  key={col}
                  data-cell={cell}
                  tabIndex={cell === cursor ? 0 : -1}
                  aria-selected={cell === cursor}
                  aria-label={label}
                  aria-describedby={cell === cursor ? clueId : undefined}
                  className={classes.join(' ')}
                  onClick={() => {
                    // Focus inside the tap itself, or phones will not raise the keyboard.
                    inputRef.current?.focus({ preventScroll: true });
                    onMove({ type: 'select', cell });
                  }}
                >
                  {number ? (
                    <span className="games-crossword__number" aria-hidden="true">
                      {number}
                    </span>
                  ) : null}
                  <span className="games-crossword__letter" aria-hidden="true">
                    {state.letters[cell]}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {touch ? (
        <input
          ref={inputRef}
          className="games-crossword__input"
          style={inputStyle}
          aria-label={crosswordCellLabel(layout, state, cursor)}
          aria-describedby={clueId}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          onKeyDown={onKeyDown}
          onInput={onInput}
          onPointerDown={(event) => {
            // A second tap on the cursor cell lands on the input: treat it as a tap on the cell.
            if (event.pointerType === 'touch') onMove({ type: 'toggleDirection' });
          }}
        />
      ) : null}
    </div>
  );
}
