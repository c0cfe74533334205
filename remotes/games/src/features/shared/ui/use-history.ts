import { useCallback, useMemo, useState } from 'react';
import { canRedo, canUndo, createHistory, pushHistory, redo, undo, type History } from '../engine';

/** Engine state with undo/redo, reset whenever `init` changes (a new puzzle). */
export function useHistory<T>(init: T) {
  const [history, setHistory] = useState<History<T>>(() => createHistory(init));
  const [origin, setOrigin] = useState(init);
  if (origin !== init) {
    setOrigin(init);
    setHistory(createHistory(init));
  }
  const push = useCallback((next: (present: T) => T) => setHistory((h) => pushHistory(h, next(h.present))), []);
  const back = useCallback(() => setHistory(undo), []);
  const forward = useCallback(() => setHistory(redo), []);
  return useMemo(
    () => ({
      present: history.present,
      moved: canUndo(history) || canRedo(history),
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      push,
      undo: back,
      redo: forward,
    }),
    [history, push, back, forward],
  );
}
