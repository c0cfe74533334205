import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel across, in CSS pixels, for a swipe. */
export const SWIPE_DISTANCE = 50;

/** Movement below this, in CSS pixels, is a tap or a click rather than a drag. */
const DRAG_DISTANCE = 10;

interface Start {
  id: number;
  x: number;
  y: number;
}

/**
 * Pointer handlers that call `onPrevious` or `onNext` when a pointer is dragged mostly sideways
 * across the element: to the left for the next picture, as a page is turned. Vertical drags are
 * left to scrolling (the element sets `touch-action: pan-y`). `dragged()` tells a click that ends
 * a drag from a plain click.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<Start | null>(null);
  const moved = useRef(false);
  const handlers = {
    onPointerDown(event: PointerEvent) {
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      moved.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      moved.current = Math.hypot(dx, dy) >= DRAG_DISTANCE;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
  return { handlers, dragged: () => moved.current };
}
