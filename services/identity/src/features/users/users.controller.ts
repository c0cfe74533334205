import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import type { User } from '@site/contracts';
import { Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { ProfileService } from './profile.service.js';
import { UpdateProfileDto } from '@site/contracts/dto';

@Controller('user')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(private readonly profile: ProfileService) {}

  @Get('me')
  me(@Caller() caller: CallerIdentity): Promise<User> {
    return this.profile.get(caller.userId);
  }

  @Patch('profile')
  update(@Caller() caller: CallerIdentity, @Body() body: UpdateProfileDto): Promise<User> {
    return this.profile.update(caller.userId, body);
  }
}
