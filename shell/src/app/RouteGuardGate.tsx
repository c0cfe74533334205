import { useLocation } from 'react-router-dom';
import type { RouteGateProps } from '@site/shell-api';
import { RequireAdmin } from '../features/auth/RequireAdmin';
import { RequireUser } from '../features/auth/RequireUser';

/** The one place a route's `guard` in the table becomes a check, for shell screens and remotes alike. */
export function RouteGuardGate({ route, children }: RouteGateProps) {
  const { pathname } = useLocation();
  switch (route.guard) {
    case 'admin':
      return <RequireAdmin path={pathname}>{children}</RequireAdmin>;
    case 'user':
      return <RequireUser>{children}</RequireUser>;
    default:
      return <>{children}</>;
  }
}
