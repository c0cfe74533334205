import { useLocation } from 'react-router-dom';
import { findSiteRoute } from '@site/contracts';
import { RemoteArea } from '../remotes/RemoteArea';
import { PageSkeleton } from './PageSkeleton';
import { REMOTE_FAILURE_LABELS } from './remote-labels';
import { RouteGuardGate } from './RouteGuardGate';
import { NotFoundPage } from './screens';

/**
 * Every path the shell does not draw itself: the route table says which remote owns it and which
 * guard applies; the guard runs before the remote is fetched. Unknown paths get the not-found page.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const route = findSiteRoute(pathname);
  if (!route || route.owner === 'shell') return <NotFoundPage />;
  return (
    <RouteGuardGate route={route}>
      <RemoteArea
        remote={route.owner}
        module="App"
        label={REMOTE_FAILURE_LABELS[route.owner]}
        loading={<PageSkeleton />}
      />
    </RouteGuardGate>
  );
}
