import { useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, type Location, type NavigationType } from 'react-router-dom';

interface FrozenLocationProps {
  location: Location;
  navigationType: NavigationType;
  children: ReactNode;
}

/**
 * Gives a page the location it was rendered for. While the old page fades out, a navigation
 * must not re-render it: its routes would re-match and effects such as a <Navigate> would fire
 * again, each firing another navigation.
 */
export function FrozenLocation({ location, navigationType, children }: FrozenLocationProps) {
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
