const ARROWS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The cell an arrow key moves focus to (staying put at the edges), or null when the key is not an arrow. */
export function arrowTarget(key: string, cell: number, width: number, height: number): number | null {
  const step = ARROWS[key];
  if (!step) return null;
  const x = Math.min(width - 1, Math.max(0, (cell % width) + step[0]));
  const y = Math.min(height - 1, Math.max(0, Math.floor(cell / width) + step[1]));
  return y * width + x;
}

/** Focuses the grid cell with `data-cell={cell}` inside `grid`, for roving tabindex. */
export function focusCell(grid: HTMLElement | null, cell: number): void {
  grid?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus();
}
