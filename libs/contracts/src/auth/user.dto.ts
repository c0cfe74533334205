import { ApiProperty } from '@nestjs/swagger';
import type { RegistrationPending, User } from './user.js';

/** The user as every answer shows it; never the password. */
export class UserDto implements User {
  @ApiProperty({ type: 'integer', example: 7 })
  id!: number;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;

  @ApiProperty({ example: 'ada' })
  username!: string;

  @ApiProperty({ format: 'email', example: 'ada@example.org' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, description: 'An https:// link, or null.' })
  profilePicture!: string | null;

  @ApiProperty()
  isAdmin!: boolean;
}

/** Registration when the email must be verified before the account can be used. */
export class RegistrationPendingDto implements RegistrationPending {
  @ApiProperty({ enum: [true] })
  requiresVerification!: true;

  @ApiProperty()
  message!: string;
}
