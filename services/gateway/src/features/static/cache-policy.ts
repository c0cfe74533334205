/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
