import { BOOK_COVER_WRONG_TYPE_TEXT } from '@site/contracts';
import sharp from 'sharp';
import { BookCoverProblem, uploadedBookCover } from './uploaded-cover.js';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 90 } } });

describe('uploadedBookCover', () => {
  it.each([
    ['a wide JPEG', image(1200, 500).jpeg()],
    ['a small PNG', image(100, 150).png()],
    ['a tall WebP', image(300, 1200).webp()],
  ])('makes %s a 400×600 WebP without its metadata', async (_, upload) => {
    const cover = await uploadedBookCover(
      await upload.withMetadata({ exif: { IFD0: { Copyright: 'someone' } } }).toBuffer(),
    );
    const meta = await sharp(cover).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 600, undefined]);
  });

  it('refuses text, whatever its name', async () => {
    await expect(uploadedBookCover(Buffer.from('Only words here, not an image.\n'.repeat(20)))).rejects.toThrow(
      new BookCoverProblem(BOOK_COVER_WRONG_TYPE_TEXT),
    );
  });

  it('refuses a GIF', async () => {
    const gif = await image(40, 60).gif().toBuffer();
    await expect(uploadedBookCover(gif)).rejects.toThrow(new BookCoverProblem(BOOK_COVER_WRONG_TYPE_TEXT));
  });

  it('refuses an image it cannot read', async () => {
    const png = await image(400, 600).png().toBuffer();
    await expect(uploadedBookCover(png.subarray(0, 60))).rejects.toThrow(
      new BookCoverProblem('The image could not be read. Choose another one.'),
    );
  });
});
