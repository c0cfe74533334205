import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere while the caller is mounted. */
export function useEscape(onEscape: () => void) {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
