import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@site/shell-api';

interface WhenNearProps {
  children: ReactNode;
  /** Shown until then on a page drawn in the browser, the same size as what comes, so nothing shifts. */
  placeholder: ReactNode;
  /** Fetches what the children need (their remote's code) before they replace the server's HTML, in one step. */
  prepare?: () => Promise<unknown>;
}

/**
 * How far ahead of the viewport a section starts loading: more than a phone's screen, so that its remote's
 * manifest, code and data (three round trips on a slow connection) have arrived by the time it is scrolled to.
 */
const AHEAD = '1000px 0px';

/** What the section shows until it comes near: the server's HTML on a hydrated page, else the placeholder. */
type Shown = 'children' | 'server-html' | 'placeholder';

const NO_HTML = { __html: '' };

/**
 * Draws its children once they come near the viewport; in a browser without IntersectionObserver (old browsers,
 * tests) at once. The server draws them at once, so their text is in the first HTML. While hydrating, that HTML is
 * kept as an island React neither hydrates nor updates (an element whose inner HTML React does not own): a
 * suspended boundary would do the same, but every navigation would then wait for it to hydrate, that is, forever.
 * The section's remote is neither fetched nor run until the reader scrolls towards it.
 */
export function WhenNear({ children, placeholder, prepare }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Shown>(() => {
    if (typeof IntersectionObserver === 'undefined') return 'children';
    return hydrated ? 'placeholder' : 'server-html';
  });

  useEffect(() => {
    const node = ref.current;
    if (shown === 'children' || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A failed load is the area's own to show, in its error boundary, once it is drawn.
        void Promise.resolve(prepare?.())
          .catch(() => undefined)
          .then(() => startTransition(() => setShown('children')));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, prepare]);

  // Marked, so tests know its contents hydrate only when scrolled to.
  if (shown === 'server-html')
    return <div ref={ref} data-when-near="" dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />;
  return (
    <div ref={ref} data-when-near="">
      {shown === 'children' ? children : placeholder}
    </div>
  );
}
