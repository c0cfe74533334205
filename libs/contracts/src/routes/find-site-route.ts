import { pathPattern } from './path-pattern.js';
import { SITE_ROUTES, type SiteRoute } from './table.js';

// Fewer parameters first, as React Router ranks them: /quizzes/spatial-iq-test before /quizzes/:slug.
const compiled = SITE_ROUTES.map((route) => ({
  route,
  pattern: pathPattern(route.path, { trailingSlash: true }),
  params: route.path.split('/').filter((part) => part.startsWith(':')).length,
})).sort((a, b) => a.params - b.params);

/** The route a pathname belongs to, or undefined for a not-found path. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}
