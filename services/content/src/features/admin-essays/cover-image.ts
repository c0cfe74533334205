import { createHash } from 'node:crypto';
import {
  ESSAY_COVER_HEIGHT,
  ESSAY_COVER_MAX_BYTES,
  ESSAY_COVER_MIME_TYPES,
  ESSAY_COVER_TOO_LARGE_TEXT,
  ESSAY_COVER_WIDTH,
  ESSAY_COVER_WRONG_TYPE_TEXT,
} from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** An upload that cannot be a cover: its text says why, for a 400 or 413. */
export class CoverRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export interface CoverImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** A short hash of the bytes, so the cover's address changes with them and may be cached for a year. */
  hash: string;
}

/** A short hash of a cover's bytes, part of its file name. */
export const coverHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * The cover made from an upload: a PNG, JPEG or WebP by its content (never its name), cropped around its
 * most interesting part to the 1600×840 banner, turned upright and saved as WebP without its metadata.
 */
export async function coverImage(upload: Buffer): Promise<CoverImage> {
  if (upload.length > ESSAY_COVER_MAX_BYTES) throw new CoverRefused(ESSAY_COVER_TOO_LARGE_TEXT, 413);
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(ESSAY_COVER_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new CoverRefused(ESSAY_COVER_WRONG_TYPE_TEXT, 400);
  }
  try {
    // sharp writes no metadata (EXIF, GPS, ICC) unless asked to keep it.
    const bytes = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(ESSAY_COVER_WIDTH, ESSAY_COVER_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, width: ESSAY_COVER_WIDTH, height: ESSAY_COVER_HEIGHT, hash: coverHash(bytes) };
  } catch {
    throw new CoverRefused('The image could not be read. Choose another one.', 400);
  }
}
