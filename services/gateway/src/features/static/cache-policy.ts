/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{10}\.(m?js|css|svg|png|jpe?g|webp|woff2?)$/;

/** The suffixes of the build's precompressed copies, which @fastify/static serves in place of the file. */
const ENCODED = /\.(br|gz)$/;

/** Judged on the file's own name, so a hashed script stays immutable however it is encoded. */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath.replace(ENCODED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
