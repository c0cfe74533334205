import type { ReactNode } from 'react';

interface GridCellProps {
  cell: number;
  selected: number;
  label: string;
  className: string;
  onSelect: (cell: number) => void;
  children: ReactNode;
}

/**
 * One cell of a grid with a roving tab stop: only the selected cell is in the tab order, and clicking or focusing
 * a cell selects it. `data-cell` is how `focusCell` finds it.
 */
export function GridCell({ cell, selected, label, className, onSelect, children }: GridCellProps) {
  return (
    <div
      role="gridcell"
      data-cell={cell}
      tabIndex={cell === selected ? 0 : -1}
      aria-selected={cell === selected}
      aria-label={label}
      className={className}
      onClick={() => onSelect(cell)}
      onFocus={() => onSelect(cell)}
    >
      {children}
    </div>
  );
}
