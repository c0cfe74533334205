import { NavLink, type NavLinkProps } from 'react-router-dom';
import { findSiteRoute } from '@site/contracts';
import { preloadRemoteModule } from '../../remotes/registry';

interface PreloadLinkProps extends NavLinkProps {
  to: string;
}

/** Starts fetching the remote behind a link when the pointer or focus reaches it, before the click. */
function preloadFor(to: string): void {
  const route = findSiteRoute(to.split(/[?#]/)[0]);
  // The admin remote is only ever fetched for a known admin, by the route itself.
  if (route && route.owner !== 'shell' && route.owner !== 'admin') preloadRemoteModule(route.owner, 'App');
}

export function PreloadLink({ to, onPointerEnter, onFocus, ...props }: PreloadLinkProps) {
  return (
    <NavLink
      to={to}
      onPointerEnter={(event) => {
        preloadFor(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadFor(to);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
