import type { RouteIdsOf, StaticRouteId } from '@site/contracts';

/**
 * The admin area's sections, in the order its navigation lists them. A section names a route of
 * the table, so it enters this list together with its route and screen.
 */
export const ADMIN_SECTIONS: readonly { id: Extract<RouteIdsOf<'admin'>, StaticRouteId>; label: string }[] = [
  { id: 'admin', label: 'Overview' },
];
