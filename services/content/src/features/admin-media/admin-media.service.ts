import { BadRequestException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { MEDIA_IMAGE_COLUMN_WIDTH, MEDIA_LIST_MAX, mediaMarkdown, type MediaImage } from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { mediaAddress } from '../library/media/media-files.js';
import { imageSizes, ImageRefused } from './image-sizes.js';
import { AdminMediaRepository, imageFile, IMAGES_KIND } from './admin-media.repository.js';
import type { MediaImageEntity } from './media-image.entity.js';

export function toMediaImage(image: MediaImageEntity): MediaImage {
  const sizes = image.widths.map((width) => ({
    width,
    height: Math.round((image.height * width) / image.width),
    url: mediaAddress({ kind: IMAGES_KIND, file: imageFile(image, width) }),
  }));
  const column = sizes.filter((size) => size.width <= MEDIA_IMAGE_COLUMN_WIDTH).at(-1) ?? sizes[0];
  return {
    id: image.id,
    alt: image.alt,
    originalName: image.originalName,
    width: image.width,
    height: image.height,
    createdAt: image.createdAt.toISOString(),
    sizes,
    url: column.url,
    markdown: mediaMarkdown(image.alt, column.url),
  };
}

/** A file name as the author's computer gave it, kept only to recognise the image by: no path, no control characters. */
const originalNameOf = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .slice(0, 255) || 'image';

/** The author's image library. Access is checked by AdminGuard on the controller. */
@Injectable()
export class AdminMediaService {
  constructor(private readonly media: AdminMediaRepository) {}

  async list(): Promise<MediaImage[]> {
    return (await this.media.list(MEDIA_LIST_MAX)).map(toMediaImage);
  }

  /** Checks and sizes the upload before anything is stored. */
  async upload(alt: string, fileName: string | undefined, bytes: Buffer): Promise<Worded<MediaImage>> {
    const sized = await imageSizes(bytes).catch((error: unknown) => {
      if (!(error instanceof ImageRefused)) throw error;
      throw error.status === 413 ? new PayloadTooLargeException(error.message) : new BadRequestException(error.message);
    });
    const image = toMediaImage(await this.media.create(alt, originalNameOf(fileName), sized));
    return { value: image, words: `uploaded the image “${image.alt}”` };
  }

  async updateAlt(id: number, alt: string): Promise<MediaImage> {
    await this.image(id);
    await this.media.updateAlt(id, alt);
    return toMediaImage(await this.image(id));
  }

  async remove(id: number): Promise<string> {
    const image = await this.image(id);
    await this.media.remove(image);
    return `deleted the image “${image.alt}”`;
  }

  private async image(id: number): Promise<MediaImageEntity> {
    const image = await this.media.find(id);
    if (!image) throw new NotFoundException('No image has this id.');
    return image;
  }
}
