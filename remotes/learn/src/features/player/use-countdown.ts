import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until the server's `deadline`, measured with the server's clock: `serverNow` is the
 * server's time when the attempt arrived, so a wrong client clock changes nothing. Calls `onExpire`
 * once at zero. Null for an untimed attempt.
 */
export function useCountdown(deadline: string | null, serverNow: string, onExpire: () => void): number | null {
  // The client's clock minus the server's, taken once when the attempt arrives.
  const [skew] = useState(() => Date.now() - Date.parse(serverNow));
  const left = () => (deadline ? (Date.parse(deadline) - (Date.now() - skew)) / 1000 : null);
  const [remaining, setRemaining] = useState(left);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!deadline) return;
    let done = false;
    const tick = () => {
      const seconds = (Date.parse(deadline) - (Date.now() - skew)) / 1000;
      setRemaining(seconds);
      if (seconds <= 0 && !done) {
        done = true;
        window.clearInterval(timer);
        expire.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline, skew]);

  return remaining;
}
