import { ESSAY_AUTOSAVE_IDLE_MS, type EssayAutosaveInput } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { autosaveEssayMutation } from './api/autosave-essay';

const keyOf = ({ title, excerpt, body }: EssayAutosaveInput) => JSON.stringify([title, excerpt, body]);

/**
 * Autosaves the text a few seconds after the author stops typing, publishing nothing (a saved essay only:
 * a new one has nowhere to keep it yet). `kept` tells it which text is already kept (the last save).
 */
export function useAutosave(essayId: number | null, text: EssayAutosaveInput, kept: EssayAutosaveInput) {
  const { mutate, isPending, isError, data, reset } = useMutation(autosaveEssayMutation());
  const keptKey = useRef(keyOf(kept));
  const key = keyOf(text);

  useEffect(() => {
    if (essayId === null || key === keptKey.current) return;
    const timer = setTimeout(() => {
      // A save may have kept this very text while the timer ran.
      if (key === keptKey.current) return;
      keptKey.current = key;
      mutate({ id: essayId, text: { title: text.title, excerpt: text.excerpt, body: text.body } });
    }, ESSAY_AUTOSAVE_IDLE_MS);
    return () => clearTimeout(timer);
    // The key stands for the text: a new object with the same words starts no new wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [essayId, key, mutate]);

  /** After a save or a restore: that text is kept, and the last autosave is history. */
  const markKept = useCallback(
    (saved: EssayAutosaveInput) => {
      keptKey.current = keyOf(saved);
      reset();
    },
    [reset],
  );

  const unsaved = key !== keptKey.current;
  // Closing the tab with text not yet kept asks first; autosave keeps the rest.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return { saving: isPending, failed: isError, savedAt: data?.savedAt ?? null, unsaved, markKept };
}
