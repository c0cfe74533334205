import { useLocation } from 'react-router-dom';
import { PAGE_HEADS, type FixedHead, type RouteId } from '@site/contracts';
import { PageMeta, type RouteGateProps } from '@site/shell-api';
import { RequireAdmin } from '../features/auth/RequireAdmin';
import { RequireUser } from '../features/auth/RequireUser';

/** The one place a route's `guard` in the table becomes a check, for shell screens and remotes alike. */
export function RouteGuardGate({ route, children }: RouteGateProps) {
  const { pathname } = useLocation();
  // What the page is called while the session is checked (the server's page and the first render): a reader's own
  // pages are never indexed.
  const fixed = (PAGE_HEADS as Partial<Record<RouteId, FixedHead>>)[route.id];
  const head = fixed ? <PageMeta title={fixed.title} description={fixed.description} path={pathname} noIndex /> : null;
  switch (route.guard) {
    case 'admin':
      return (
        <RequireAdmin path={pathname} head={head}>
          {children}
        </RequireAdmin>
      );
    case 'user':
      return <RequireUser head={head}>{children}</RequireUser>;
    default:
      return <>{children}</>;
  }
}
