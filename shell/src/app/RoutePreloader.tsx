import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findSiteRoute } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { preloadRemoteModule } from '../remotes/registry';

/**
 * Starts fetching the remote a route needs as soon as the route is known, while the shell's own
 * chunks and the session check are still loading. The admin remote only for a known admin.
 */
export function RoutePreloader() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const route = findSiteRoute(pathname);
  const owner = route && route.owner !== 'shell' && (route.guard !== 'admin' || user?.isAdmin) ? route.owner : null;
  useEffect(() => {
    if (owner) preloadRemoteModule(owner, 'App');
  }, [owner]);
  return null;
}
