import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { SITE_ROUTES, type RouteIdsOf, type RouteOwner, type SiteRoute } from '@site/contracts';

/**
 * One screen for every route an app owns in the route table, and no other key: a route added to
 * the table without its screen, or a screen without its route, fails typecheck.
 */
export type Screens<O extends RouteOwner> = Record<RouteIdsOf<O>, ComponentType>;

export interface RouteGateProps {
  route: SiteRoute;
  children: ReactNode;
}

interface OwnedRoutesProps<O extends RouteOwner> {
  owner: O;
  screens: Screens<O>;
  /** Shown while a lazy screen loads (while hydrating, React keeps the server's HTML instead). */
  loading?: ReactNode;
  /** Wraps each screen, e.g. the shell's guard that reads `route.guard`. */
  gate?: ComponentType<RouteGateProps>;
  /** What a path that matches none of the owner's routes shows. */
  notFound?: ReactNode;
}

/** The `<Routes>` of one app, drawn from the route table. */
export function OwnedRoutes<O extends RouteOwner>({
  owner,
  screens,
  loading = null,
  gate: Gate,
  notFound = <OwnerNotFound />,
}: OwnedRoutesProps<O>) {
  return (
    <Suspense fallback={loading}>
      <Routes>
        {SITE_ROUTES.filter((route) => route.owner === owner).map((route) => {
          const Screen: ComponentType = screens[route.id as RouteIdsOf<O>];
          return (
            <Route
              key={route.id}
              path={route.path}
              element={
                Gate ? (
                  <Gate route={route}>
                    <Screen />
                  </Gate>
                ) : (
                  <Screen />
                )
              }
            />
          );
        })}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}

/** Reached only when an app runs with an older table than the shell's, or alone at an unknown path. */
function OwnerNotFound() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="owner-not-found-title">
      <h1 id="owner-not-found-title">Page not found</h1>
      <p>There is no page at {pathname}.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
