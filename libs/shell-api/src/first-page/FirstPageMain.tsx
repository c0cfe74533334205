import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { carryOverServerFields, watchServerFields } from './field-takeover';
import { offerServerMain, serverMainOnOffer, takeServerMain } from './live-server-main';

/**
 * The server's markup of the main area; `data-page-main` is how the app finds it again before mounting. On the
 * page the server drew it holds the server's own nodes, passed on from fallback to fallback; what a reader types,
 * presses or sends in them goes on to the screen that finally replaces them. `html` is drawn only when no nodes
 * are on offer: drawing it besides would parse the whole main area again in the takeover's commit.
 */
export function ServerMain({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [first] = useState(() => ({ html, adopting: serverMainOnOffer() }));
  useLayoutEffect(() => {
    const main = ref.current!;
    const live = takeServerMain();
    if (live) main.replaceChildren(...live.nodes);
    // Another fallback took them between this one's render and its commit.
    else if (first.adopting) main.innerHTML = first.html;
    const server = watchServerFields(main, live?.from);
    const area = main.parentElement ?? document.body;
    const { pathname } = window.location;
    return () => {
      server.release();
      offerServerMain(main, server);
      // Once this commit ends, either another fallback has taken the nodes or the screen has replaced them.
      queueMicrotask(() => {
        if (takeServerMain() && window.location.pathname === pathname) carryOverServerFields(server, area);
      });
    };
  }, [first]);
  if (first.adopting) return <div ref={ref} data-page-main="" />;
  return <div ref={ref} data-page-main="" dangerouslySetInnerHTML={{ __html: html }} />;
}

const FirstPageMarkup = createContext<string | null>(null);

/**
 * Offers the server's main markup to the loading fallbacks while the visitor is still on the page
 * the server drew. The first navigation ends that for good: a later page (even the same path
 * again) gets the usual skeleton, never stale server text.
 */
export function FirstPageProvider({ mainHtml, children }: { mainHtml: string | null; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Set during render, so the render of the navigation itself already sees it.
  if (!navigated && key !== firstKey) setNavigated(true);
  return <FirstPageMarkup.Provider value={navigated ? null : mainHtml}>{children}</FirstPageMarkup.Provider>;
}

/**
 * What a page shows while its code loads: on the first page, the very text the server sent (so it
 * never flashes away and back); elsewhere, `fallback`.
 */
export function FirstPageFallback({ fallback }: { fallback: ReactNode }) {
  const mainHtml = useContext(FirstPageMarkup);
  return mainHtml === null ? fallback : <ServerMain html={mainHtml} />;
}

/** When the server's HTML of this page had arrived, by the page's clock. */
function serverPageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return Math.round(performance.timeOrigin + (navigation?.responseEnd ?? 0));
}

/**
 * When the reader first saw this screen: on the page the server drew, as soon as its HTML arrived (they may have
 * been typing into its form since); after a navigation, when the screen first renders.
 */
export function useFirstShownAt(): number {
  const onServerPage = useContext(FirstPageMarkup) !== null;
  const [shownAt] = useState(() => (onServerPage ? serverPageArrivedAt() : Date.now()));
  return shownAt;
}
