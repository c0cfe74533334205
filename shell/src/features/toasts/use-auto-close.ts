import { useEffect, useRef } from 'react';

/**
 * Calls `onClose` after `duration` ms of unpaused time: pausing keeps what is left of the time
 * and resuming continues from there, as a reader who hovers a toast would expect.
 */
export function useAutoClose(duration: number, paused: boolean, onClose: () => void) {
  const remaining = useRef(duration);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration]);
}
