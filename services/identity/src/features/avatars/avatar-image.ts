import { BadRequestException } from '@nestjs/common';
import { AVATAR_MIME_TYPES, AVATAR_PIXELS, AVATAR_WRONG_TYPE_TEXT } from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const AVATAR_UNREADABLE_TEXT = 'The image could not be read. Choose another one.';

/** Far beyond any photo (a 50-megapixel camera); refuses decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * The square WebP the site serves for an upload, judged by its bytes (never its name or declared type). sharp
 * writes no metadata (EXIF, GPS, ICC comments) unless asked, so none of the original's survives.
 */
export async function avatarImage(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new BadRequestException(AVATAR_WRONG_TYPE_TEXT);
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Turn the picture as its camera said before that information is dropped.
      .rotate()
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestException(AVATAR_UNREADABLE_TEXT);
  }
}
