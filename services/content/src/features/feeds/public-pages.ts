import { SITE_ROUTES, type SiteRoute } from '@site/contracts';

/** Pages that are no content of their own: signing in, a search's results, and the pages a mailed token opens. */
const NOT_LISTED = new Set<SiteRoute['id']>([
  'auth',
  'passwordReset',
  'search',
  'newsletterConfirm',
  'newsletterUnsubscribe',
]);

/** The paths of the pages every visitor sees without parameters: the routes the pages sitemap lists. */
export function publicPagePaths(routes: readonly SiteRoute[] = SITE_ROUTES): string[] {
  return routes
    .filter((route) => !route.guard && !route.path.includes(':') && !NOT_LISTED.has(route.id))
    .map((route) => route.path);
}
