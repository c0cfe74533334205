import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { AdminEssaysService } from './admin-essays.service.js';
import { coverImage, CoverRefused } from './cover-image.js';
import { EssayCoversRepository } from './essay-covers.repository.js';

/** A cover's file name: the essay's id and a hash of the bytes. */
export const COVER_FILE_PATTERN = /^\d{1,9}-[0-9a-f]{16}\.webp$/;

/** Essays' covers: uploaded by the author, served to everyone. */
@Injectable()
export class EssayCoversService {
  constructor(
    private readonly essays: AdminEssaysService,
    private readonly covers: EssayCoversRepository,
  ) {}

  /** 404 for an unknown essay, before the upload is read. */
  async check(idOrSlug: string): Promise<void> {
    await this.essays.found(idOrSlug);
  }

  /** Checks and converts the upload before anything is stored; answers the cover's address. */
  async upload(idOrSlug: string, upload: Buffer): Promise<string> {
    const essay = await this.essays.found(idOrSlug);
    const cover = await coverImage(upload).catch((error: unknown) => {
      if (!(error instanceof CoverRefused)) throw error;
      throw error.status === 413 ? new PayloadTooLargeException(error.message) : new BadRequestException(error.message);
    });
    const file = `${essay.id}-${cover.hash}.webp`;
    await this.covers.replace(essay.id, { file, bytes: cover.bytes, width: cover.width, height: cover.height });
    return `/media/covers/${file}`;
  }

  async remove(idOrSlug: string): Promise<void> {
    const essay = await this.essays.found(idOrSlug);
    await this.covers.replace(essay.id, null);
  }

  /** The bytes of a cover by file name, or null. */
  async file(file: string): Promise<Buffer | null> {
    if (!COVER_FILE_PATTERN.test(file)) return null;
    return (await this.covers.find(file))?.bytes ?? null;
  }
}
