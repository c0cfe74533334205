import { findSiteRoute, type SiteRoute } from '@site/contracts';

/** A page address taken apart: its route, the route's parameters decoded, and the query string. */
export interface PageAddress {
  route: SiteRoute | undefined;
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * The route an address (`/topic/Philosophy%20of%20Mind?page=2`) belongs to and its parameters, decoded as
 * the app's router decodes them. A parameter that does not decode (`%E0`) matches no page: no route.
 */
export function readPageAddress(address: string): PageAddress {
  const url = new URL(address, 'http://page.invalid');
  const route = findSiteRoute(url.pathname);
  const params: Record<string, string> = {};
  if (!route) return { route, params, search: url.searchParams };
  const names = route.path.split('/');
  const values = url.pathname.split('/');
  try {
    names.forEach((name, index) => {
      if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index]);
    });
  } catch {
    return { route: undefined, params: {}, search: url.searchParams };
  }
  return { route, params, search: url.searchParams };
}
