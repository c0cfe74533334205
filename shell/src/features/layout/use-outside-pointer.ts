import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `ref` while `active`. */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
