import { BadRequestException } from '@nestjs/common';
import { AVATAR_WRONG_TYPE_TEXT } from '@site/contracts';
import sharp from 'sharp';
import { AVATAR_UNREADABLE_TEXT, avatarImage } from './avatar-image.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3240a0' } })
    .withExif({ IFD0: { Artist: 'someone-private' } })
    .png()
    .toBuffer();

describe('avatarImage', () => {
  it('makes a 256 px square WebP without the original metadata', async () => {
    const image = await avatarImage(await picture(800, 300));
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(image.includes('someone-private')).toBe(false);
  });

  it('enlarges a small picture to the same square', async () => {
    expect(await sharp(await avatarImage(await picture(10, 10))).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('judges by content: text is refused whatever it claims to be', async () => {
    await expect(avatarImage(Buffer.from('GIF89a but not really'))).rejects.toThrow(
      new BadRequestException(AVATAR_WRONG_TYPE_TEXT),
    );
  });

  it('refuses a PNG whose data is broken', async () => {
    const png = await picture(64, 64);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200)]);
    await expect(avatarImage(broken)).rejects.toThrow(new BadRequestException(AVATAR_UNREADABLE_TEXT));
  });
});
