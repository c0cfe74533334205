import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MediaFileEntity } from './media-file.entity.js';
import type { MediaName } from './media-files.js';

/** Imported media files: what is known of one without its bytes, and any span of its bytes. */
@Injectable()
export class MediaFilesRepository {
  constructor(@InjectRepository(MediaFileEntity) private readonly files: Repository<MediaFileEntity>) {}

  /** The file's size, type and validators (never its bytes), or null. */
  find({ kind, file }: MediaName): Promise<MediaFileEntity | null> {
    return this.files.findOneBy({ kind, file });
  }

  /** Bytes `start` to `end` (inclusive) of the file: only that span leaves the database. */
  async bytes({ kind, file }: MediaName, start: number, end: number): Promise<Buffer> {
    const row = await this.files
      .createQueryBuilder('media')
      .select('substring(media.bytes from :from for :length)', 'part')
      .where('media.kind = :kind AND media.file = :file', { kind, file })
      .setParameters({ from: start + 1, length: end - start + 1 })
      .getRawOne<{ part: Uint8Array }>();
    return Buffer.from(row?.part ?? []);
  }
}
