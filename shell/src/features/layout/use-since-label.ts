import { useEffect, useState } from 'react';
import { formatSince } from '@site/shell-api';

export const SINCE_REFRESH_MS = 60000;

/** 'just now', '3 minutes ago', … for a moment in time, refreshed every 60 s. */
export function useSinceLabel(since: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SINCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return since === null ? null : formatSince(Math.max(0, now - since));
}
