import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD } from '@site/shell-api';

// Movement below this is a click, not a swipe; capturing the pointer earlier would steal the click.
const DRAG_START_PX = 4;

/** Swiping a toast to the right past the threshold (50 px) dismisses it. */
export function useSwipeToDismiss(onDismiss: () => void, threshold = TOAST_SWIPE_THRESHOLD) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  function end(event: PointerEvent<HTMLElement>, commit: boolean) {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setSwiping(false);
    setOffset(0);
    if (commit && distance > threshold) onDismiss();
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      startX.current = event.clientX;
      setSwiping(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const distance = Math.max(0, event.clientX - startX.current);
      if (distance > DRAG_START_PX && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(distance);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };

  const style = offset
    ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / (threshold * 4)) }
    : undefined;
  return { handlers, swiping, style };
}
