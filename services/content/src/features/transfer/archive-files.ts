import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readFrontMatter, writeFrontMatter } from '@site/markdown-render';
import { MEDIA_FILE_MAX_BYTES } from '../library/media/media-files.js';

/** The service's part of the archive, by path inside its folder. */
export type ArchiveFiles = Record<string, Uint8Array>;

/** The files an export writes: texts, and the bytes of media and covers. */
export type ExportedFiles = Record<string, string | Uint8Array>;

/** The largest file an archive may hold: a media file, the largest kind there is. */
export const ARCHIVE_FILE_MAX_BYTES = MEDIA_FILE_MAX_BYTES;
/** All of an archive's files together, unpacked: a small zip must not unpack into more than the service can hold. */
export const ARCHIVE_UNPACKED_MAX_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file of the archive that cannot be imported: the import answers 400 naming it, and changes nothing. */
export class ArchiveFileProblem extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
  }
}

/** The archive's files; each file's size is checked from the zip's directory before anything is unpacked. */
export function unzipArchive(bytes: Uint8Array): ArchiveFiles {
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (originalSize > ARCHIVE_FILE_MAX_BYTES) {
          throw new ArchiveFileProblem(
            name,
            `${megabytes(originalSize)}, more than the ${megabytes(ARCHIVE_FILE_MAX_BYTES)} one file may hold.`,
          );
        }
        unpacked += originalSize;
        if (unpacked > ARCHIVE_UNPACKED_MAX_BYTES) {
          throw new ArchiveFileProblem(
            '(archive)',
            `its files hold more than ${megabytes(ARCHIVE_UNPACKED_MAX_BYTES)} unpacked, the most an import takes.`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ArchiveFileProblem) throw error;
    throw new ArchiveFileProblem('(archive)', 'not a readable zip archive.');
  }
}

/** Texts are compressed; media and covers are compressed already, so they are stored as they are. */
export const zipArchive = (files: ExportedFiles): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [
        name,
        typeof data === 'string' ? strToU8(data) : [data, { level: 0 as const }],
      ]),
    ),
    { level: 6 },
  );

/** The paths of a folder's files with one extension, sorted; folder entries left out. */
export const filesIn = (files: ArchiveFiles, folder: string, extension: string): string[] =>
  Object.keys(files)
    .filter(
      (path) =>
        path.startsWith(`${folder}/`) && path.endsWith(extension) && !path.slice(folder.length + 1).includes('/'),
    )
    .sort();

export const baseName = (path: string, extension: string) => path.slice(path.lastIndexOf('/') + 1, -extension.length);

export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function readJson(files: ArchiveFiles, path: string): unknown {
  try {
    return JSON.parse(strFromU8(files[path]));
  } catch {
    throw new ArchiveFileProblem(path, 'not valid JSON.');
  }
}

/** Markdown with YAML front matter, as the author writes files. */
export const markdownText = (data: Record<string, unknown>, body: string) => writeFrontMatter(`${body.trim()}\n`, data);

export function readMarkdown(files: ArchiveFiles, path: string): { data: Record<string, unknown>; body: string } {
  try {
    const { data, content } = readFrontMatter(strFromU8(files[path]));
    return { data: normalizeYaml(data) as Record<string, unknown>, body: content.trim() };
  } catch (error) {
    throw new ArchiveFileProblem(
      path,
      `its front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`,
    );
  }
}

/** YAML reads an unquoted date as a Date: a hand-edited `date: 2024-05-01` means the text. */
function normalizeYaml(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(normalizeYaml);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalizeYaml(item)]));
  }
  return value;
}

function firstProblem(errors: ValidationError[], path = ''): string {
  const [error] = errors;
  const where = path ? `${path}.${error.property}` : error.property;
  if (error.constraints) return Object.values(error.constraints)[0].replace(error.property, where);
  return firstProblem(error.children ?? [], where);
}

/** The plain value as a checked record: unknown fields, wrong types and bad values answer with the first problem. */
export function checkedRecord<T extends object>(type: new () => T, plain: unknown, file: string): T {
  if (!plain || typeof plain !== 'object' || Array.isArray(plain))
    throw new ArchiveFileProblem(file, 'expected an object.');
  const record = plainToInstance(type, plain);
  const errors = validateSync(record, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length > 0) throw new ArchiveFileProblem(file, `${firstProblem(errors)}.`.replace(/\.\.$/, '.'));
  return record;
}

export function checkedList<T extends object>(type: new () => T, plain: unknown, file: string): T[] {
  if (!Array.isArray(plain)) throw new ArchiveFileProblem(file, 'expected a list.');
  return plain.map((item, index) => checkedRecord(type, item, `${file} [${index}]`));
}

/** Two records are the same when their JSON is, whatever the order of their fields. */
export function sameRecord(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether any two records share a key: an archive naming one item twice is refused. */
export function firstDuplicate<T>(records: T[], key: (record: T) => string): string | null {
  const seen = new Set<string>();
  for (const record of records) {
    const value = key(record);
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}
