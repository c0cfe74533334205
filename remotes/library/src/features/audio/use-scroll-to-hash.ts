import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the entry a `#slug` address names into view once the list is drawn: the browser's own
 * jump happened before the data arrived.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
