import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { MediaFileEntity } from '../library/media/media-file.entity.js';
import { MEDIA_DIR, mediaNameOf, type MediaName } from '../library/media/media-files.js';

const shippedPath = ({ kind, file }: MediaName) => path.join(MEDIA_DIR, kind, file);

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The bytes the site serves under this name, from the shipped folder or the imported files; null when none. */
export async function mediaBytes(manager: EntityManager, name: MediaName): Promise<Uint8Array | null> {
  try {
    return await readFile(shippedPath(name));
  } catch (error) {
    if (!missing(error)) throw error;
  }
  const row = await manager
    .createQueryBuilder(MediaFileEntity, 'media')
    .select('media.bytes', 'bytes')
    .where('media.kind = :kind AND media.file = :file', name)
    .getRawOne<{ bytes: Uint8Array }>();
  return row ? row.bytes : null;
}

/** Whether the site serves a file under this name. */
export async function mediaExists(manager: EntityManager, name: MediaName): Promise<boolean> {
  try {
    return (await stat(shippedPath(name))).isFile();
  } catch (error) {
    if (!missing(error)) throw error;
  }
  return manager.existsBy(MediaFileEntity, { kind: name.kind, file: name.file });
}

/** Stores an imported file with what the media route answers with. */
export async function storeMedia(
  manager: EntityManager,
  name: MediaName,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  await manager.insert(MediaFileEntity, {
    ...name,
    bytes: Buffer.from(bytes),
    byteLength: bytes.length,
    contentType,
    etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`,
  });
}

/**
 * Why a record cannot point at this address, or null: a `/media/` address must name a file the site serves
 * once the archive's own media are in. Other addresses (another site's) are the author's to keep.
 */
export async function missingMedia(manager: EntityManager, address: string): Promise<string | null> {
  if (!address.startsWith('/media/')) return null;
  const name = mediaNameOf(address);
  if (name && (await mediaExists(manager, name))) return null;
  const inArchive = name ? ` add it to the archive as media/${name.kind}/${name.file}.` : '';
  return `the file "${address}" it refers to is missing:${inArchive || ' it is not a media file of this site.'}`;
}

/** The first of a record's addresses the site would not serve, as a problem; or null. */
export async function firstMissingMedia(manager: EntityManager, addresses: string[]): Promise<string | null> {
  for (const address of addresses) {
    const problem = await missingMedia(manager, address);
    if (problem) return problem;
  }
  return null;
}
