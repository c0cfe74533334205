import { SITE_NAME } from '../site.js';
import {
  ROUTES,
  type RouteDef,
  type RouteGuard,
  type RouteId,
  type RouteIdsOf,
  type RouteOwner,
} from '../routes/table.js';
import type { PageHead } from './page-document.js';
import { documentTitle, PAGE_HEADS, SITE_DESCRIPTION, SITE_TAGLINE } from './page-heads.js';
import { webSiteLd } from './structured-data.js';

/** The apps without a service of their own to describe their pages. */
const HEADS_BY_GATEWAY = ['shell', 'games', 'admin'] as const satisfies readonly RouteOwner[];

type GuardedRouteId = { [Id in RouteId]: (typeof ROUTES)[Id] extends { guard: RouteGuard } ? Id : never }[RouteId];

/**
 * Routes whose first HTML no service describes: the shell's, the games' and the admin's pages, and
 * every guarded page (it shows a reader's own data, which never goes into shared HTML). Their
 * title and description are in `PAGE_HEADS`.
 */
export type StaticHeadRouteId = RouteIdsOf<(typeof HEADS_BY_GATEWAY)[number]> | GuardedRouteId;

/** Whether the gateway writes this page's head alone, from `PAGE_HEADS`. */
export function hasStaticHead(id: RouteId): id is StaticHeadRouteId {
  const route: RouteDef = ROUTES[id];
  return (HEADS_BY_GATEWAY as readonly RouteOwner[]).includes(route.owner) || route.guard !== undefined;
}

/** The site's own description, for a page whose service cannot be asked right now. */
export function defaultPageHead(path: string): PageHead {
  return {
    title: `${SITE_NAME}: ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    path,
    type: 'website',
    structuredData: [],
  };
}

export function notFoundPageHead(path: string): PageHead {
  return {
    title: documentTitle('Page not found'),
    description: 'The page you asked for does not exist. Try the essays, the library or a search.',
    path,
    type: 'website',
    robots: 'noindex',
    structuredData: [],
  };
}

/** The head of a page the gateway writes alone; guarded pages and the password reset are kept out of search engines. */
export function staticPageHead(id: StaticHeadRouteId, path: string, siteUrl: string): PageHead {
  const { title, description } = PAGE_HEADS[id];
  const route: RouteDef = ROUTES[id];
  return {
    title: documentTitle(id === 'home' ? `${SITE_NAME}: ${title}` : title),
    description,
    path,
    type: 'website',
    // The reset page is opened only by a mailed single-use link: nothing to find in a search engine.
    ...(route.guard || id === 'passwordReset' ? { robots: 'noindex' } : {}),
    // Home names the site and tells search engines how to search it.
    structuredData:
      id === 'home'
        ? [webSiteLd({ name: SITE_NAME, description, url: `${siteUrl}/`, searchUrl: `${siteUrl}/search` })]
        : [],
  };
}
