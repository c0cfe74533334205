import type { ServiceName } from '../../config.js';

/**
 * `/api/*` prefixes and the service that owns each; the first match wins. Every owned prefix has a
 * controller behind it: the gateway's OpenAPI test fails on a prefix that documents no operation.
 */
export const SERVICE_PREFIXES: readonly (readonly [prefix: string, owner: ServiceName | null])[] = [
  // Service-to-gateway endpoints are never reachable from outside.
  ['/api/internal', null],
  ['/api/elearning', 'learn'],
  ['/api/games', 'learn'],
  ['/api/admin/users', 'identity'],
  ['/api/user', 'identity'],
  ['/api/bookmarks', 'identity'],
  ['/api', 'content'],
];

/** The service that answers a path, or null when none may. Matches whole path segments only. */
export function serviceFor(pathname: string): ServiceName | null {
  for (const [prefix, owner] of SERVICE_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return owner;
  }
  return null;
}
