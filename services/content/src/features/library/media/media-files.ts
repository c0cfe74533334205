import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the library links (`/media/<kind>/<file>`): shipped with the service in services/content/media/,
 * the same from src/ or dist/. Found from here, not from config.ts, which imports this file.
 */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../media');

/** A folder of media: lower-case letters, digits and hyphens. */
export const MEDIA_KIND_PATTERN = /^[a-z0-9-]{1,40}$/;

/** A file name: lower-case words joined by hyphens, then one or more extensions; never a dot file, `..` or a slash. */
export const MEDIA_FILE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,150}(\.[a-z0-9]{1,8}){1,2}$/;

/** Names carry a hash of the bytes or never change, so a year with `immutable` is safe. */
export const MEDIA_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** What the media route answers outside `/api` (Nest pattern); the gateway forwards the same paths here. */
export const MEDIA_PUBLIC_PATHS: readonly string[] = ['media/:kind/:file'];
