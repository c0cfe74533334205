import { SITE_ROUTES, type SiteRoute } from '@site/contracts';

/**
 * robots.txt: every crawler may read the site except the API and the pages behind a sign-in (a
 * crawler only ever sees their redirect), and the sitemap index is named in full.
 */
export function robotsTxt(siteUrl: string, routes: readonly SiteRoute[] = SITE_ROUTES): string {
  const signedIn = routes.filter((route) => route.guard && !route.path.includes(':')).map((route) => route.path);
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...signedIn.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
