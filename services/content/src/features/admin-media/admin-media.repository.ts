import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { MediaFileEntity } from '../library/media/media-file.entity.js';
import { storeMedia } from '../transfer/media-store.js';
import type { SizedImage } from './image-sizes.js';
import { MediaImageEntity } from './media-image.entity.js';

/** The kind of media file an image's sizes are: `/media/images/<file>`. */
export const IMAGES_KIND = 'images';

/** The file of one size of an image. */
export const imageFile = (image: Pick<MediaImageEntity, 'id' | 'hash'>, width: number) =>
  `${image.id}-${image.hash}-${width}.webp`;

/** The author's images and the files of their sizes, written and removed together. */
@Injectable()
export class AdminMediaRepository {
  constructor(
    @InjectRepository(MediaImageEntity) private readonly images: Repository<MediaImageEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Newest first (index media_images_created_idx). */
  list(limit: number): Promise<MediaImageEntity[]> {
    return this.images.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  find(id: number): Promise<MediaImageEntity | null> {
    return this.images.findOneBy({ id });
  }

  /** The image and each of its sizes, in one transaction: a failure stores nothing. */
  create(alt: string, originalName: string, image: SizedImage): Promise<MediaImageEntity> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.insert(MediaImageEntity, {
        alt,
        originalName,
        width: image.width,
        height: image.height,
        hash: image.hash,
        widths: image.sizes.map((size) => size.width),
      });
      const id = Number(inserted.identifiers[0].id);
      for (const size of image.sizes) {
        await storeMedia(
          manager,
          { kind: IMAGES_KIND, file: imageFile({ id, hash: image.hash }, size.width) },
          size.bytes,
          'image/webp',
        );
      }
      return manager.findOneByOrFail(MediaImageEntity, { id });
    });
  }

  async updateAlt(id: number, alt: string): Promise<void> {
    await this.images.update({ id }, { alt });
  }

  /** The image and its files. Essays that still point at them show their alt text where the picture was. */
  async remove(image: MediaImageEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MediaFileEntity, {
        kind: IMAGES_KIND,
        file: In(image.widths.map((width) => imageFile(image, width))),
      });
      await manager.delete(MediaImageEntity, { id: image.id });
    });
  }
}
