import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUrl, Length, Matches, MaxLength, ValidateIf } from 'class-validator';

/** PATCH /api/user/profile. Omitted fields stay as they are; `profilePicture: null` removes the picture. */
export class UpdateProfileDto {
  // `null` is not "omitted" for the name: it must fail validation, not reach a NOT NULL column.
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString({ message: 'Name must be text.' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters.' })
  name?: string;

  // The rules of registration: the username is also a login, so it stays unique ignoring case.
  @ApiPropertyOptional({ minLength: 3, maxLength: 32, pattern: '^[a-zA-Z0-9_.-]+$' })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString({ message: 'Username must be text.' })
  @Length(3, 32, { message: 'Username must be 3 to 32 characters.' })
  @Matches(/^[a-zA-Z0-9_.-]+$/, { message: 'Username may hold only letters, digits, dots, dashes and underscores.' })
  username?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uri',
    maxLength: 2048,
    description: 'An https:// link to the picture; null removes it.',
  })
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsString({ message: 'Profile picture must be a link or null.' })
  @MaxLength(2048, { message: 'Profile picture link must be at most 2048 characters.' })
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'Profile picture must be an https:// link.' })
  profilePicture?: string | null;
}
