import { useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';

interface Clock {
  readonly key: string;
  /** Time counted in earlier stretches. */
  readonly banked: number;
  /** When the current stretch began, or null while stopped. */
  readonly since: number | null;
}

/**
 * Elapsed play time in ms: counts while `running` and the tab is visible, and restarts from zero when `resetKey`
 * changes (a new puzzle).
 */
export function useGameTimer(running: boolean, resetKey: string): number {
  const visible = usePageVisible();
  const [clock, setClock] = useState<Clock>({ key: resetKey, banked: 0, since: null });
  // Read only while a stretch runs, which starts in an effect: the first render needs no clock.
  const [now, setNow] = useState(0);
  if (clock.key !== resetKey) setClock({ key: resetKey, banked: 0, since: null });
  const counting = running && visible;
  useEffect(() => {
    if (!counting) {
      setClock((c) => (c.since === null ? c : { ...c, banked: c.banked + Date.now() - c.since, since: null }));
      return;
    }
    const start = Date.now();
    setNow(start);
    setClock((c) => (c.since === null ? { ...c, since: start } : c));
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [counting, resetKey]);
  return clock.banked + (clock.since === null ? 0 : Math.max(0, now - clock.since));
}
