import sharp from 'sharp';
import { coverImage, CoverRefused } from './cover-image.js';

const picture = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe('coverImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('makes a 1600×840 WebP of a %s', async (format) => {
    const cover = await coverImage(await picture(format));
    const meta = await sharp(cover.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 840 });
    expect(meta.exif).toBeUndefined();
    expect(cover.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('judges by content: a GIF or text named like an image is refused with 400', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    await expect(coverImage(gif)).rejects.toMatchObject({ status: 400, message: 'Choose a PNG, JPEG or WebP image.' });
    await expect(coverImage(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(CoverRefused);
  });

  it('refuses more than 5 MB with 413', async () => {
    await expect(coverImage(Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
  });
});
