import { useRef, type KeyboardEvent } from 'react';
import { arrowTarget, focusCell } from './grid-keys';

/** What a digit grid (Sudoku, Suguru) is told and what it reports. */
export interface DigitGridProps {
  selected: number;
  onSelect: (cell: number) => void;
  onDigit: (digit: number) => void;
  onClear: () => void;
  onToggleNotes: () => void;
}

/**
 * The keyboard of a `width` x `height` digit grid: arrows move the selection and the focus, 1-9 enter a digit,
 * Backspace/Delete/0 clear, N toggles notes. Returns the ref and the handler for the grid element.
 */
export function useDigitGridKeys(
  { selected, onSelect, onDigit, onClear, onToggleNotes }: DigitGridProps,
  width: number,
  height: number,
) {
  const gridRef = useRef<HTMLDivElement>(null);
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
  return { gridRef, onKeyDown };
}
