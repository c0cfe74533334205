import { crc32 } from 'node:zlib';
import {
  mediaImageTooManyPixelsText,
  PODCAST_ARTWORK_SHAPE_TEXT,
  PODCAST_ARTWORK_WRONG_TYPE_TEXT,
} from '@site/contracts';
import sharp from 'sharp';
import { ArtworkProblem, podcastArtwork } from './podcast-artwork.js';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

describe('podcastArtwork', () => {
  it('keeps a square PNG of 1,400 pixels as PNG, without its metadata', async () => {
    const upload = await image(1400, 1400)
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const artwork = await podcastArtwork(upload);
    expect(artwork).toMatchObject({ extension: 'png', side: 1400 });
    const meta = await sharp(artwork.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 1400, 1400, undefined]);
  });

  it('makes a larger WebP a JPEG of 3,000 pixels', async () => {
    const artwork = await podcastArtwork(await image(3200, 3200).webp().toBuffer());
    expect(artwork).toMatchObject({ extension: 'jpg', side: 3000 });
    const meta = await sharp(artwork.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3000, 3000]);
  });

  it.each([
    ['not square', 1600, 1400],
    ['too small', 1000, 1000],
  ])('refuses artwork %s', async (_, width, height) => {
    await expect(podcastArtwork(await image(width, height).jpeg().toBuffer())).rejects.toThrow(
      new ArtworkProblem(PODCAST_ARTWORK_SHAPE_TEXT),
    );
  });

  it('refuses a small file that claims a vast image before decoding it', async () => {
    const png = Buffer.from(await image(1, 1).png().toBuffer());
    // IHDR: width and height at 16 and 20; its CRC covers type and data (17 bytes from 12) and follows them.
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expect(podcastArtwork(png)).rejects.toThrow(new ArtworkProblem(mediaImageTooManyPixelsText(50_000, 50_000)));
  });

  it('refuses what is not an image', async () => {
    await expect(podcastArtwork(Buffer.from('GIF89a is not taken either, nor is text'))).rejects.toThrow(
      new ArtworkProblem(PODCAST_ARTWORK_WRONG_TYPE_TEXT),
    );
  });
});
