import { BOOK_COVER_MIME_TYPES, BOOK_COVER_WRONG_TYPE_TEXT } from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { BOOK_COVER_HEIGHT, BOOK_COVER_WIDTH } from '../library/books/book-cover-path.js';

/** An upload that cannot be a book's cover: its message is the author's to read. */
export class BookCoverProblem extends Error {}

/**
 * The cover made from an upload: a PNG, JPEG or WebP by its content (never its name), turned upright, cropped around
 * its most interesting part to the generated covers' 400×600, and saved as WebP without its metadata.
 */
export async function uploadedBookCover(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !(BOOK_COVER_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new BookCoverProblem(BOOK_COVER_WRONG_TYPE_TEXT);
  }
  try {
    // sharp writes no metadata (EXIF, GPS, ICC) unless asked to keep it.
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(BOOK_COVER_WIDTH, BOOK_COVER_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BookCoverProblem('The image could not be read. Choose another one.');
  }
}
