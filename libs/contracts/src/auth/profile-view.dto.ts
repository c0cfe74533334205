import { ApiProperty } from '@nestjs/swagger';
import type { Profile } from './profile.js';
import { UserDto } from './user.dto.js';

export class ProfileDto extends UserDto implements Profile {
  @ApiProperty({ format: 'date-time', description: 'When the account was created.' })
  memberSince!: string;
}
