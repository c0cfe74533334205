import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX, PASSWORD_MIN } from './limits.js';

/** POST /api/login. `username` also accepts the account's email. */
export class LoginDto {
  @ApiProperty({ description: 'The username or the email of the account.', maxLength: 254, example: 'ada' })
  @IsString({ message: 'Username must be text.' })
  @Length(1, 254, { message: 'Enter your username or email.' })
  username!: string;

  @ApiProperty({ maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: 'Password must be text.' })
  @Length(1, PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  password!: string;
}

/** POST /api/register. */
export class RegisterDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Ada Lovelace' })
  @IsString({ message: 'Name must be text.' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters.' })
  name!: string;

  @ApiProperty({ minLength: 3, maxLength: 32, pattern: '^[a-zA-Z0-9_.-]+$', example: 'ada' })
  @IsString({ message: 'Username must be text.' })
  @Length(3, 32, { message: 'Username must be 3 to 32 characters.' })
  @Matches(/^[a-zA-Z0-9_.-]+$/, { message: 'Username may hold only letters, digits, dots, dashes and underscores.' })
  username!: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'ada@example.org' })
  @IsString({ message: 'Email must be text.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: 'Password must be text.' })
  @MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters.` })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  password!: string;
}
