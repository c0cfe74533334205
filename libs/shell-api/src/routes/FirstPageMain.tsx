import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The server's markup of the main area; `data-page-main` is how the app finds it again before mounting. */
export function ServerMain({ html }: { html: string }) {
  return <div data-page-main="" dangerouslySetInnerHTML={{ __html: html }} />;
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
