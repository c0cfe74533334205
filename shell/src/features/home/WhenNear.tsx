import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  children: ReactNode;
  /** Shown until then, the same size as what comes, so nothing shifts. */
  placeholder: ReactNode;
}

/**
 * How far ahead of the viewport a section starts loading: more than a phone's screen, so that its remote's
 * manifest, code and data (three round trips on a slow connection) have arrived by the time it is scrolled to.
 */
const AHEAD = '1000px 0px';

/**
 * Mounts its children once they come near the viewport; in a browser without IntersectionObserver (old browsers,
 * tests) at once. A section the reader never scrolls towards costs the page nothing: on a slow phone its remote's
 * code would otherwise run while the reader is reading or tapping the first screen.
 */
export function WhenNear({ children, placeholder }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The build's prerender (no window) draws the placeholder, as the browser's first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: AHEAD,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={ref}>{near ? children : placeholder}</div>;
}
