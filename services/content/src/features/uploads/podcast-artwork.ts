import {
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_UNREADABLE_TEXT,
  mediaImageTooManyPixelsText,
  PODCAST_ARTWORK_MAX_SIDE,
  PODCAST_ARTWORK_SHAPE_TEXT,
  PODCAST_ARTWORK_SIZE,
  PODCAST_ARTWORK_WRONG_TYPE_TEXT,
} from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** An upload that cannot be podcast artwork: its message is the author's to read. */
export class ArtworkProblem extends Error {}

export interface PodcastArtwork {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  side: number;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Artwork as Apple takes it: a square of 1,400 to 3,000 pixels in sRGB, PNG or JPEG. The upload is judged by its
 * content (PNG, JPEG or WebP), turned upright, made no larger than 3,000 pixels, and written without metadata;
 * a PNG stays PNG (it may hold flat colour and text), anything else becomes JPEG.
 */
export async function podcastArtwork(upload: Buffer): Promise<PodcastArtwork> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new ArtworkProblem(PODCAST_ARTWORK_WRONG_TYPE_TEXT);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone, whatever size it claims: the pixel limit is checked next, with its own message.
    ({
      autoOrient: { width, height },
    } = await sharp(upload, { limitInputPixels: false }).metadata());
  } catch {
    throw new ArtworkProblem(MEDIA_IMAGE_UNREADABLE_TEXT);
  }
  if (!width || !height) throw new ArtworkProblem(MEDIA_IMAGE_UNREADABLE_TEXT);
  // A small file may claim a vast image (a decompression bomb): refused before a pixel is decoded.
  if (width * height > MEDIA_IMAGE_MAX_PIXELS) throw new ArtworkProblem(mediaImageTooManyPixelsText(width, height));
  if (width !== height || width < PODCAST_ARTWORK_SIZE) throw new ArtworkProblem(PODCAST_ARTWORK_SHAPE_TEXT);
  const side = Math.min(width, PODCAST_ARTWORK_MAX_SIDE);
  // sharp writes no metadata (EXIF, GPS, ICC) unless asked to keep it.
  const image = sharp(upload, { limitInputPixels: MEDIA_IMAGE_MAX_PIXELS })
    .rotate()
    .resize(side, side)
    .toColourspace('srgb');
  const png = type.mime === 'image/png';
  const bytes = await (
    png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88, mozjpeg: true })
  ).toBuffer();
  return { bytes, extension: png ? 'png' : 'jpg', side };
}
