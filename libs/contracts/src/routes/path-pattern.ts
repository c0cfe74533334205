/**
 * A regular expression for a route path (`/topic/:name/rss.xml`) whose `:name` segments each match
 * one path segment; the rest matches literally.
 */
export function pathPattern(path: string, { trailingSlash = false } = {}): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}${trailingSlash ? '/?' : ''}$`);
}
