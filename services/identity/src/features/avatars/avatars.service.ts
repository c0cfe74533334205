import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { User } from '@site/contracts';
import type { CallerIdentity } from '@site/service-kit';
import { randomBytes } from 'node:crypto';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { avatarUrl, parseAvatarFileName } from './avatar-file.js';
import { avatarImage } from './avatar-image.js';
import { AvatarsRepository } from './avatars.repository.js';

export const AVATAR_NOT_FOUND = 'No such picture.';
const ACCOUNT_GONE = 'You need to log in first.';

/** Uploaded profile pictures: checked and converted first, so a refused upload stores nothing. */
@Injectable()
export class AvatarsService {
  constructor(
    private readonly avatars: AvatarsRepository,
    private readonly users: UsersService,
  ) {}

  async upload(caller: CallerIdentity, upload: Buffer): Promise<User> {
    const image = await avatarImage(upload);
    const version = randomBytes(8).toString('hex');
    const saved = await this.avatars.save(caller.userId, version, image, avatarUrl(caller.userId, version));
    if (!saved) throw new UnauthorizedException(ACCOUNT_GONE);
    return this.account(caller.userId);
  }

  async remove(caller: CallerIdentity): Promise<User> {
    await this.avatars.remove(caller.userId);
    return this.account(caller.userId);
  }

  private async account(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(ACCOUNT_GONE);
    return toPublicUser(user);
  }

  /** The WebP bytes a picture's address names. */
  async file(name: string): Promise<Buffer> {
    const parsed = parseAvatarFileName(name);
    const image = parsed && (await this.avatars.find(parsed.userId, parsed.version));
    if (!image) throw new NotFoundException(AVATAR_NOT_FOUND);
    return image;
  }
}
