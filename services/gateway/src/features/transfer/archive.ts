import { EXPORT_FORMAT, EXPORT_VERSION, type ExportManifest } from '@site/contracts';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

export const MANIFEST_FILE = 'manifest.json';

/** A service's files in the archive, by their path inside its folder. */
export type PartFiles = Record<string, Uint8Array>;

/** Why an archive cannot be imported; the import answers 400 with the message. */
export class ArchiveProblem extends Error {}

/** One archive: `manifest.json` and a folder per service holding that service's own files. */
export function composeArchive(parts: Record<string, PartFiles>, exportedAt: Date): Uint8Array {
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    parts: Object.keys(parts),
  };
  const files: Zippable = { [MANIFEST_FILE]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`) };
  for (const [part, partFiles] of Object.entries(parts)) {
    for (const [name, data] of Object.entries(partFiles)) files[`${part}/${name}`] = data;
  }
  return zipSync(files, { level: 6, mtime: exportedAt });
}

function unzip(bytes: Uint8Array, what: string): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch {
    throw new ArchiveProblem(`${what} is not a readable zip archive.`);
  }
}

function readManifest(files: Record<string, Uint8Array>): ExportManifest {
  const bytes = files[MANIFEST_FILE];
  if (!bytes) throw new ArchiveProblem(`The archive has no ${MANIFEST_FILE}: it is not an export of this site.`);
  let manifest: Partial<ExportManifest>;
  try {
    manifest = JSON.parse(strFromU8(bytes)) as Partial<ExportManifest>;
  } catch {
    throw new ArchiveProblem(`${MANIFEST_FILE} is not valid JSON.`);
  }
  if (manifest?.format !== EXPORT_FORMAT) {
    throw new ArchiveProblem(`${MANIFEST_FILE} does not name the format "${EXPORT_FORMAT}".`);
  }
  if (typeof manifest.version !== 'number' || manifest.version < 1 || manifest.version > EXPORT_VERSION) {
    throw new ArchiveProblem(`The archive's format version ${String(manifest.version)} is not one this site reads.`);
  }
  return manifest as ExportManifest;
}

/**
 * Splits an uploaded archive into each known service's files; refuses one that is not a zip, has no
 * manifest of this site's format, or holds a file outside the known folders.
 */
export function splitArchive(bytes: Uint8Array, knownParts: readonly string[]): Record<string, PartFiles> {
  const files = unzip(bytes, 'The file');
  readManifest(files);
  const parts: Record<string, PartFiles> = {};
  for (const [path, data] of Object.entries(files)) {
    // Folder entries carry no data.
    if (path === MANIFEST_FILE || path.endsWith('/')) continue;
    const slash = path.indexOf('/');
    const part = slash > 0 ? path.slice(0, slash) : '';
    if (!knownParts.includes(part)) {
      throw new ArchiveProblem(`${path} is outside the archive's folders (${knownParts.join(', ')}).`);
    }
    (parts[part] ??= {})[path.slice(slash + 1)] = data;
  }
  if (Object.keys(parts).length === 0) throw new ArchiveProblem('The archive holds no content.');
  return parts;
}

/** A service's own archive (what it exports and imports), unpacked. */
export const unzipPart = (bytes: Uint8Array, part: string): PartFiles => unzip(bytes, `The ${part} service's export`);

export const zipPart = (files: PartFiles): Uint8Array => zipSync(files, { level: 0 });
