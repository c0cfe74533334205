import { Inflate, strFromU8 } from 'fflate';
import { ARCHIVE_FILE_MAX_BYTES, ARCHIVE_UNPACKED_MAX_BYTES } from '../transfer/archive-files.js';
import { BlogFileProblem } from './blog-post.js';

/** What a zip may hold before anything in it is unpacked. */
export interface ZipLimits {
  entries: number;
  /** One entry, unpacked. */
  fileBytes: number;
  /** All entries together, unpacked. */
  totalBytes: number;
  /** How many times its packed size an entry of more than `ratioFromBytes` may unpack to. */
  ratio: number;
  ratioFromBytes: number;
}

/**
 * The site archive's limits on one file and on all of them, and two more: a blog of Markdown files is
 * thousands of small texts, and text packs to a fifth or so, never to a thousandth as zeros do.
 */
export const BLOG_ZIP_LIMITS: ZipLimits = {
  entries: 10_000,
  fileBytes: ARCHIVE_FILE_MAX_BYTES,
  totalBytes: ARCHIVE_UNPACKED_MAX_BYTES,
  ratio: 100,
  ratioFromBytes: 1024 * 1024,
};

/** The entries unpacked, by path, and the names of those left packed. */
export interface ZipContents {
  files: Map<string, Uint8Array>;
  others: string[];
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** ZIP64 marks sizes and offsets it moved elsewhere with these. */
const ZIP64_WORD = 0xffffffff;
const ZIP64_COUNT = 0xffff;
/** Packed bytes handed to the inflater at a time: what one step unpacks stays bounded (about 1,000 times this). */
const INFLATE_STEP = 16 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const u16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

const problem = (text: string) => new BlogFileProblem(`The zip was refused: ${text}`);
const BOMB = 'refused as a zip bomb';

interface Entry {
  name: string;
  flags: number;
  method: number;
  packed: number;
  unpacked: number;
  localHeader: number;
}

/** The end-of-directory record: within the last 64 KB (its comment's most) of the file. */
function endOfDirectory(bytes: Uint8Array): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === END_OF_DIRECTORY) return at;
  }
  throw new BlogFileProblem('The file is not a readable zip archive.');
}

/** Every entry the zip's directory lists, checked against the limits by the sizes it states. */
function directory(bytes: Uint8Array, limits: ZipLimits): Entry[] {
  const end = endOfDirectory(bytes);
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  if (count === ZIP64_COUNT || at === ZIP64_WORD) {
    throw problem('it is a ZIP64 archive, which only a zip of more than 4 GB needs.');
  }
  if (count > limits.entries) throw problem(`it holds ${count} entries, more than the ${limits.entries} it may.`);
  const entries: Entry[] = [];
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== DIRECTORY_ENTRY) {
      throw new BlogFileProblem('The file is not a readable zip archive.');
    }
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const entry: Entry = {
      // Bit 11: the name is UTF-8; else the old DOS code page, of which Latin-1 is the closest fflate reads.
      name: strFromU8(bytes.subarray(at + 46, at + 46 + nameLength), !(flags & 0x800)),
      flags,
      method: u16(bytes, at + 10),
      packed: u32(bytes, at + 20),
      unpacked: u32(bytes, at + 24),
      localHeader: u32(bytes, at + 42),
    };
    if ([entry.packed, entry.unpacked, entry.localHeader].includes(ZIP64_WORD)) {
      throw problem(`${entry.name} uses ZIP64 sizes, which only a file of more than 4 GB needs.`);
    }
    if (entry.unpacked > limits.fileBytes) {
      throw problem(
        `${entry.name} unpacks to ${megabytes(entry.unpacked)}, more than the ${megabytes(limits.fileBytes)} one file may.`,
      );
    }
    total += entry.unpacked;
    if (total > limits.totalBytes) {
      throw problem(`its files unpack to more than ${megabytes(limits.totalBytes)} together; ${BOMB}.`);
    }
    if (entry.unpacked > limits.ratioFromBytes && entry.unpacked > entry.packed * limits.ratio) {
      throw problem(`${entry.name} unpacks to more than ${limits.ratio} times its packed size; ${BOMB}.`);
    }
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** The entry's packed bytes, found through its local header. */
function packedBytes(bytes: Uint8Array, entry: Entry): Uint8Array {
  const at = entry.localHeader;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_HEADER) {
    throw problem(`${entry.name} cannot be found where the zip's directory says.`);
  }
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + entry.packed > bytes.length) throw problem(`${entry.name} is cut short.`);
  return bytes.subarray(start, start + entry.packed);
}

/**
 * Inflated step by step, counting: an entry whose header understates what it unpacks to (a forged zip bomb)
 * is stopped as soon as it passes the size it stated, never unpacked whole.
 */
function inflated(entry: Entry, packed: Uint8Array): Uint8Array {
  const out = new Uint8Array(entry.unpacked);
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > entry.unpacked) {
      throw problem(`${entry.name} unpacks to more than its header says; ${BOMB}.`);
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  try {
    for (let at = 0; at < packed.length || at === 0; at += INFLATE_STEP) {
      inflater.push(packed.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= packed.length);
    }
  } catch (error) {
    if (error instanceof BlogFileProblem) throw error;
    throw problem(`${entry.name} could not be unpacked: its data is damaged.`);
  }
  if (length !== entry.unpacked) throw problem(`${entry.name} unpacks to another size than its header says.`);
  return out;
}

function unpacked(bytes: Uint8Array, entry: Entry): Uint8Array {
  if (entry.flags & 1) throw problem(`${entry.name} is encrypted.`);
  const packed = packedBytes(bytes, entry);
  if (entry.method === 0) {
    if (packed.length !== entry.unpacked) throw problem(`${entry.name} is stored with a size it does not have.`);
    return packed;
  }
  if (entry.method !== 8)
    throw problem(`${entry.name} is packed in a way (method ${entry.method}) this import does not read.`);
  return inflated(entry, packed);
}

/**
 * Unpacks the entries `wanted` takes, within the limits: the directory's stated sizes are checked for every entry
 * before anything is unpacked, and each entry is then held to the size it stated. Folders are left out.
 */
export function readZip(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits = BLOG_ZIP_LIMITS,
): ZipContents {
  const contents: ZipContents = { files: new Map(), others: [] };
  for (const entry of directory(bytes, limits)) {
    if (entry.name.endsWith('/')) continue;
    if (wanted(entry.name)) contents.files.set(entry.name, unpacked(bytes, entry));
    else contents.others.push(entry.name);
  }
  return contents;
}
