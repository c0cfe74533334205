/** Beyond this many steps in one frame the backlog is dropped, so a stalled tab never fast-forwards the game. */
export const MAX_STEPS_PER_FRAME = 10;

/**
 * Runs `step` at a fixed `dt` for as much of `accumulatedMs` as fits, returning the new state and the time left
 * over for the next frame: the game runs at the same speed on any display refresh rate.
 */
export function advance<S>(
  state: S,
  accumulatedMs: number,
  dt: number,
  step: (state: S) => S,
): { state: S; remainder: number; steps: number } {
  let current = state;
  let left = accumulatedMs;
  let steps = 0;
  while (left >= dt && steps < MAX_STEPS_PER_FRAME) {
    current = step(current);
    left -= dt;
    steps++;
  }
  return { state: current, remainder: left >= dt ? 0 : left, steps };
}
