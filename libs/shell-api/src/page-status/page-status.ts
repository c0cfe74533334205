import { createContext, useContext } from 'react';

/** What the page answers with: the server render reads it once the screens have drawn. */
export interface PageStatus {
  code: number;
}

/** Provided by the server render only. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Drawn by every not-found screen: on the server the page then answers 404 (crawlers drop it, links report it);
 * in the browser there is no status to set.
 */
export function useNotFoundStatus(): void {
  const status = useContext(PageStatusContext);
  if (status) status.code = 404;
}
