let origin = '';

/**
 * Where the API's root-relative paths go. In the browser nothing is set: the page's own origin answers. The render
 * process sets the gateway's address, as an anonymous visitor's browser would reach it.
 */
export function setApiOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

/** `path` as the request is sent: absolute on the server, unchanged in the browser. */
export function apiUrl(path: string): string {
  return origin && path.startsWith('/') ? origin + path : path;
}
