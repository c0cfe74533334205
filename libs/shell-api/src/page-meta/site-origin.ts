import { createContext, useContext } from 'react';

/** The site's own origin (`https://example.org`): provided by the server render, which has no `window`. */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * The origin canonical links, Open Graph images and structured data are written with: the same on the server and in
 * the browser, so hydration changes none of them.
 */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return provided ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
