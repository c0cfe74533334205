import { useLocation, useNavigationType } from 'react-router-dom';
import { OwnedRoutes } from '@site/shell-api';
import { FrozenLocation } from '../features/layout/FrozenLocation';
import { PageTransition } from '../features/layout/PageTransition';
import { RemoteRoute } from './RemoteRoute';
import { RouteGuardGate } from './RouteGuardGate';
import { SHELL_SCREENS } from './screens';
import { ScreenFallback } from './ScreenFallback';

/**
 * The shell's own pages from the route table, and a catch-all that hands every other path to its
 * remote. Each page keeps the location it was rendered for, so the page fading out still shows
 * the old route.
 */
export function SiteRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <PageTransition pageKey={location.pathname}>
      <FrozenLocation location={location} navigationType={navigationType}>
        <OwnedRoutes
          owner="shell"
          screens={SHELL_SCREENS}
          loading={<ScreenFallback />}
          gate={RouteGuardGate}
          notFound={<RemoteRoute />}
        />
      </FrozenLocation>
    </PageTransition>
  );
}
