import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  children: ReactNode;
  /** Shown until then, the same size as what comes, so nothing shifts. */
  placeholder: ReactNode;
}

// Lets the first screen finish before below-the-fold remotes are fetched.
const IDLE_FALLBACK_MS = 2000;

/**
 * Mounts its children once they come near the viewport or the browser is idle, whichever is
 * first; in a browser without IntersectionObserver (old browsers, tests) at once.
 */
export function WhenNear({ children, placeholder }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The build's prerender (no window) draws the placeholder, as the browser's first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '400px 0px',
    });
    observer.observe(node);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: IDLE_FALLBACK_MS })
        : window.setTimeout(show, IDLE_FALLBACK_MS);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [near]);

  return <div ref={ref}>{near ? children : placeholder}</div>;
}
