import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { AvatarEntity } from './avatar.entity.js';

/** Pictures and the account's `profile_picture` link to them, always changed together. */
@Injectable()
export class AvatarsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the account exists and now shows `image` at `url`. */
  save(userId: number, version: string, image: Buffer, url: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager.update(UserEntity, { id: userId }, { profilePicture: url });
      if (!updated.affected) return false;
      await manager.upsert(AvatarEntity, { userId, version, image }, ['userId']);
      return true;
    });
  }

  /** Drops the picture, uploaded or linked, so the account shows its initials. */
  async remove(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AvatarEntity, { userId });
      await manager.update(UserEntity, { id: userId }, { profilePicture: null });
    });
  }

  /** The picture of this owner and version, or null when it was replaced or removed. */
  async find(userId: number, version: string): Promise<Buffer | null> {
    const row = await this.dataSource.getRepository(AvatarEntity).findOne({
      select: { image: true },
      where: { userId, version },
    });
    // PGlite hands bytea back as a plain Uint8Array; the reply wants a Buffer.
    return row ? Buffer.from(row.image) : null;
  }
}
