import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Profile, User } from '@site/contracts';
import { toPublicUser } from './public-user.js';
import type { UpdateProfileDto } from '@site/contracts/dto';
import { UsersService, type ProfileChanges } from './users.service.js';

/** The signed-in user's own account, as the settings screen shows and edits it. */
@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersService) {}

  async get(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }

  /** The account with the date it was created, for the dashboard. */
  async profile(userId: number): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    return { ...toPublicUser(user), memberSince: user.createdAt.toISOString() };
  }

  async update(userId: number, input: UpdateProfileDto): Promise<User> {
    const changes: ProfileChanges = {};
    if (input.name !== undefined) {
      changes.name = input.name.trim();
      if (!changes.name) throw new BadRequestException('Name must be 1 to 100 characters.');
    }
    if (input.username !== undefined) changes.username = input.username;
    if (input.profilePicture !== undefined) changes.profilePicture = input.profilePicture;
    const user = await this.users.updateProfile(userId, changes);
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }
}
