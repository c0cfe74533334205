import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Essays cite a library item by an address ending in `#<slug>`: once the list is drawn, that item is
 * scrolled to and focused (the browser's own jump happened before the data arrived).
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
    const item = document.getElementById(id);
    if (!item) return;
    item.scrollIntoView?.({ block: 'start' });
    item.focus({ preventScroll: true });
  }, [ready, hash]);
}
