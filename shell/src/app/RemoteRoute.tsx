import { useLocation } from 'react-router-dom';
import { findSiteRoute } from '@site/contracts';
import { RequireAdmin } from '../features/auth/RequireAdmin';
import { RequireUser } from '../features/auth/RequireUser';
import { RemoteArea } from '../remotes/RemoteArea';
import { PageSkeleton } from './PageSkeleton';
import { REMOTE_FAILURE_LABELS } from './remote-labels';
import { NotFoundPage } from './screens';

/**
 * Every path the shell does not draw itself: the route table says which remote owns it and which
 * guard applies. Unknown paths get the not-found page.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const route = findSiteRoute(pathname);
  if (!route || route.owner === 'shell') return <NotFoundPage />;

  const area = (
    <RemoteArea
      remote={route.owner}
      module="App"
      label={REMOTE_FAILURE_LABELS[route.owner]}
      loading={<PageSkeleton />}
    />
  );
  if (route.guard === 'admin') return <RequireAdmin path={pathname}>{area}</RequireAdmin>;
  if (route.guard === 'user') return <RequireUser>{area}</RequireUser>;
  return area;
}
