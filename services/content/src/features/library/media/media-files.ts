import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the library links (`/media/<kind>/<file>`): shipped with the service in services/content/media/,
 * the same from src/ or dist/. Found from here, not from config.ts, which imports this file. Files that
 * arrive by import are kept in the database instead (`MediaFileEntity`).
 */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../media');

/** A folder of media: lower-case letters, digits and hyphens. */
export const MEDIA_KIND_PATTERN = /^[a-z0-9-]{1,40}$/;

/** A file name: lower-case words joined by hyphens, then one or more extensions; never a dot file, `..` or a slash. */
export const MEDIA_FILE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,150}(\.[a-z0-9]{1,8}){1,2}$/;

/** Names carry a hash of the bytes or never change, so a year with `immutable` is safe. */
export const MEDIA_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The largest media file an import stores. */
export const MEDIA_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** The folders of media the library's records point into. */
export const MEDIA_KINDS = ['audio', 'books', 'documents', 'podcast'] as const;

/** What a media file may be, by its extension: the type it is served with, as the shipped files are. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
};

export function mediaTypeOf(file: string): string | undefined {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined;
}

/** A file of the media folder, by kind and name. */
export interface MediaName {
  kind: string;
  file: string;
}

export const mediaAddress = ({ kind, file }: MediaName) => `/media/${kind}/${file}`;

/** The kind and name of a `/media/<kind>/<file>` address, or null for any other address. */
export function mediaNameOf(address: string): MediaName | null {
  const [, kind, file] = /^\/media\/([^/]+)\/([^/]+)$/.exec(address) ?? [];
  return kind && MEDIA_KIND_PATTERN.test(kind) && MEDIA_FILE_PATTERN.test(file) ? { kind, file } : null;
}

/** What the media route answers outside `/api` (Nest pattern); the gateway forwards the same paths here. */
export const MEDIA_PUBLIC_PATHS: readonly string[] = ['media/:kind/:file'];
