import { useCallback, useEffect, useState } from 'react';
import { clampPage, pageHash, readPageHash } from '../page-hash';

/**
 * The page shown, kept in the address as `#page=N`: opened from a deep link, followed when the hash
 * changes (a `#page=` link elsewhere on the page, the reader editing it), and written back on every move
 * without adding history entries, so Back leaves the document rather than paging back through it.
 */
export function usePageHash(pageCount: number): [number, (page: number) => void] {
  const [page, setPage] = useState(() => readPageHash(window.location.hash, pageCount) ?? 1);

  useEffect(() => {
    const follow = () => {
      const linked = readPageHash(window.location.hash, pageCount);
      if (linked !== null) setPage(linked);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [pageCount]);

  const goTo = useCallback(
    (next: number) => {
      const target = clampPage(next, pageCount) ?? 1;
      setPage(target);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}${pageHash(target)}`);
    },
    [pageCount],
  );

  return [Math.min(page, Math.max(pageCount, 1)), goTo];
}
