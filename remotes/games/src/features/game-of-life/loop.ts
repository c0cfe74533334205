/** At most this many generations per frame, so a slow frame (or a long pause) never snowballs. */
export const MAX_STEPS_PER_FRAME = 8;

/**
 * How many generations are due after `accumulatedMs` of real time at `perSecond` generations a second, and the
 * time left over for the next frame. Time past the per-frame cap is dropped rather than caught up.
 */
export function generationsDue(accumulatedMs: number, perSecond: number): { steps: number; remainder: number } {
  const interval = 1000 / perSecond;
  const due = Math.floor(accumulatedMs / interval);
  if (due > MAX_STEPS_PER_FRAME) return { steps: MAX_STEPS_PER_FRAME, remainder: 0 };
  return { steps: due, remainder: accumulatedMs - due * interval };
}

/** The board cell under a point in client coordinates, or null outside the board. */
export function cellAtPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): { x: number; y: number } | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = Math.floor(((clientX - rect.left) / rect.width) * width);
  const y = Math.floor(((clientY - rect.top) / rect.height) * height);
  return x >= 0 && y >= 0 && x < width && y < height ? { x, y } : null;
}

/** The top-left corner that centres a pattern on the board. */
export function centredOrigin(board: { width: number; height: number }, pattern: { width: number; height: number }) {
  return {
    x: Math.floor((board.width - pattern.width) / 2),
    y: Math.floor((board.height - pattern.height) / 2),
  };
}
