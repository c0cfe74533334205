import { createHash } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { MediaFileEntity } from '../library/media/media-file.entity.js';
import { mediaAddress, mediaNameOf, mediaTypeOf, type MediaName } from '../library/media/media-files.js';
import { mediaExists, storeMedia } from '../transfer/media-store.js';

/** The first hex digits of the bytes' SHA-256: a name that changes with them, so the file may be cached for a year. */
export const bytesHash = (bytes: Uint8Array, digits: number) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, digits);

/**
 * Stores the bytes as this media file unless the site serves it already (shipped, or stored before: the name
 * carries a hash of the bytes, so the same name is the same file); answers its address.
 */
export async function storeOnce(manager: EntityManager, name: MediaName, bytes: Uint8Array): Promise<string> {
  const contentType = mediaTypeOf(name.file);
  if (!contentType) throw new Error(`No media type is known for ${name.file}`);
  if (!(await mediaExists(manager, name))) await storeMedia(manager, name, bytes, contentType);
  return mediaAddress(name);
}

/**
 * Deletes an uploaded file nothing in the library points at any more: no episode, recording, the show or a
 * document. Shipped files (in the image, not the database) are never touched.
 */
export async function dropIfUnused(manager: EntityManager, address: string | null): Promise<void> {
  const name = address ? mediaNameOf(address) : null;
  if (!address || !name) return;
  const [{ used }]: { used: boolean }[] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM content.podcast_episodes WHERE audio_url = $1 OR artwork_url = $1)
         OR EXISTS (SELECT 1 FROM content.audio_items WHERE audio_url = $1 OR artwork_url = $1)
         OR EXISTS (SELECT 1 FROM content.podcast_show WHERE artwork_url = $1)
         OR EXISTS (SELECT 1 FROM content.library_documents WHERE '/media/documents/' || file_name = $1) AS used`,
    [address],
  );
  if (!used) await manager.delete(MediaFileEntity, { kind: name.kind, file: In([name.file]) });
}
