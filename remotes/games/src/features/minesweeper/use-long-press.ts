import { useEffect, useRef, type PointerEvent } from 'react';

/** A touch press held this long flags instead of revealing. */
export const LONG_PRESS_MS = 400;

/**
 * Long-press for touch pointers: calls `onLongPress(cell)` after LONG_PRESS_MS; `consumeClick()` then tells the
 * click that follows the release to do nothing.
 */
export function useLongPress(onLongPress: (cell: number) => void) {
  const timer = useRef<number | undefined>(undefined);
  const fired = useRef(false);
  const touching = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => cancel, []);

  return {
    onPointerDown: (event: PointerEvent, cell: number) => {
      fired.current = false;
      touching.current = event.pointerType === 'touch';
      if (!touching.current) return;
      cancel();
      timer.current = window.setTimeout(() => {
        fired.current = true;
        onLongPress(cell);
      }, LONG_PRESS_MS);
    },
    cancel,
    /** Touch browsers also fire contextmenu on a long press; the timer has already flagged then. */
    isTouchPress: (): boolean => touching.current,
    consumeClick: (): boolean => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
