import { useEffect } from 'react';
import { useTopicSteps } from './use-topic-steps';

/**
 * Alt+ArrowLeft / Alt+ArrowRight step through the topic history while the side menu is open.
 * Only when a step is possible is the browser's own Alt+Arrow (page history) overridden.
 */
export function useTopicHistoryKeys() {
  const { canGoBack, canGoForward, goBack, goForward } = useTopicSteps();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      const step =
        event.key === 'ArrowLeft' && canGoBack ? goBack : event.key === 'ArrowRight' && canGoForward ? goForward : null;
      if (!step) return;
      event.preventDefault();
      step();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [canGoBack, canGoForward, goBack, goForward]);
}
