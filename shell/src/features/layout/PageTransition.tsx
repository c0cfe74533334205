import { prefersReducedMotion } from '@site/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './page-transition.css';

/**
 * Pages fade and slide, 0.4 s in (the CSS animation) and 0.2 s out. Plain CSS rather
 * than an animation library: this is the only animation the shell has, and a library shipped
 * in the first load cost more than the whole shell's own code.
 */
export const pageTransitionTiming = { exitMs: 200 };

interface PageTransitionProps {
  /** Changes when the page changes; the old page leaves before the new one enters. */
  pageKey: string;
  /** Must render from a fixed location (see FrozenLocation), so the leaving page keeps its content. */
  children: ReactNode;
}

export function PageTransition({ pageKey, children }: PageTransitionProps) {
  const exitMs = prefersReducedMotion() ? 0 : pageTransitionTiming.exitMs;
  const [shownKey, setShownKey] = useState(pageKey);
  // The last committed content of the page on screen, kept to draw it while it leaves.
  const lastShown = useRef<ReactNode>(children);
  // The first page appears without animation, so nothing delays the first paint.
  const navigated = useRef(false);
  const leaving = shownKey !== pageKey && exitMs > 0;

  useEffect(() => {
    if (!leaving) lastShown.current = children;
  });

  useEffect(() => {
    if (shownKey === pageKey) return;
    navigated.current = true;
    const timer = setTimeout(() => setShownKey(pageKey), exitMs);
    return () => clearTimeout(timer);
  }, [shownKey, pageKey, exitMs]);

  if (leaving) {
    return (
      // Inert, not only hidden: a field of the page on its way out must not take a keystroke meant for the next one.
      <div key={shownKey} className="page-transition page-transition--leaving" inert>
        {lastShown.current}
      </div>
    );
  }
  return (
    <div key={pageKey} className={navigated.current ? 'page-transition page-transition--entering' : 'page-transition'}>
      {children}
    </div>
  );
}
