import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Profile, User } from '@site/contracts';
import { ProfileDto, UpdateProfileDto, UserDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { ProfileService } from './profile.service.js';

@ApiTags('account')
@ApiSignedIn()
@Controller('user')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(private readonly profile: ProfileService) {}

  @Get('me')
  @ApiOperation({ summary: "The caller's account" })
  @ApiOkResponse({ type: UserDto })
  me(@Caller() caller: CallerIdentity): Promise<User> {
    return this.profile.get(caller.userId);
  }

  @Get('profile')
  @ApiOperation({ summary: "The caller's account with the date it was created" })
  @ApiOkResponse({ type: ProfileDto })
  withMemberSince(@Caller() caller: CallerIdentity): Promise<Profile> {
    return this.profile.profile(caller.userId);
  }

  @Patch('profile')
  @ApiOperation({ summary: "Change the caller's name, username or picture; omitted fields stay as they are" })
  @ApiOkResponse({ type: UserDto, description: 'The account as changed.' })
  @ApiErrors({
    400: 'An empty or too long name, a malformed username, or a picture that is not an https:// link.',
    409: 'The username belongs to another account.',
  })
  update(@Caller() caller: CallerIdentity, @Body() body: UpdateProfileDto): Promise<User> {
    return this.profile.update(caller.userId, body);
  }
}
