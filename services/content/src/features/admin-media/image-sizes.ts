import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_MIME_TYPES,
  MEDIA_IMAGE_TOO_LARGE_TEXT,
  MEDIA_IMAGE_UNREADABLE_TEXT,
  MEDIA_IMAGE_WRONG_TYPE_TEXT,
  mediaImageTooManyPixelsText,
  mediaWidthsFor,
} from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { coverHash } from '../admin-essays/cover-image.js';

/** An upload that cannot be an image of the library: its text says why, for a 400 or 413. */
export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export interface ImageSize {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface SizedImage {
  /** As the reader sees it: upright. */
  width: number;
  height: number;
  hash: string;
  /** Narrowest first. */
  sizes: ImageSize[];
}

/**
 * The library's sizes of an upload: a PNG, JPEG or WebP by its content (never its name), of at most
 * `MEDIA_IMAGE_MAX_PIXELS` by its header (read before any pixel is decoded, so a small file that claims a vast image
 * costs nothing), turned upright, and saved as WebP at each width the pages ask for, without its metadata.
 */
export async function imageSizes(upload: Buffer): Promise<SizedImage> {
  if (upload.length > MEDIA_IMAGE_MAX_BYTES) throw new ImageRefused(MEDIA_IMAGE_TOO_LARGE_TEXT, 413);
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(MEDIA_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new ImageRefused(MEDIA_IMAGE_WRONG_TYPE_TEXT, 400);
  }
  // The header alone: the pixel limit is this function's own check, made with a message.
  const { width, height, orientation } = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefused(MEDIA_IMAGE_UNREADABLE_TEXT, 400);
    });
  if (!width || !height) throw new ImageRefused(MEDIA_IMAGE_UNREADABLE_TEXT, 400);
  if (width * height > MEDIA_IMAGE_MAX_PIXELS) throw new ImageRefused(mediaImageTooManyPixelsText(width, height), 400);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const [uprightWidth, uprightHeight] = (orientation ?? 1) >= 5 ? [height, width] : [width, height];
  try {
    const sizes = await Promise.all(
      mediaWidthsFor(uprightWidth).map(async (wanted) => {
        // sharp writes no metadata (EXIF, GPS, ICC) unless asked to keep it.
        const { data, info } = await sharp(upload, { limitInputPixels: MEDIA_IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width: wanted, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    return { width: uprightWidth, height: uprightHeight, hash: coverHash(upload), sizes };
  } catch {
    throw new ImageRefused(MEDIA_IMAGE_UNREADABLE_TEXT, 400);
  }
}
