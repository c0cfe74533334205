import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX, PASSWORD_MIN } from './limits.js';

/** POST /api/login. `username` also accepts the account's email. */
export class LoginDto {
  @IsString({ message: 'Username must be text.' })
  @Length(1, 254, { message: 'Enter your username or email.' })
  username!: string;

  @IsString({ message: 'Password must be text.' })
  @Length(1, PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  password!: string;
}

/** POST /api/register. */
export class RegisterDto {
  @IsString({ message: 'Name must be text.' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters.' })
  name!: string;

  @IsString({ message: 'Username must be text.' })
  @Length(3, 32, { message: 'Username must be 3 to 32 characters.' })
  @Matches(/^[a-zA-Z0-9_.-]+$/, { message: 'Username may hold only letters, digits, dots, dashes and underscores.' })
  username!: string;

  @IsString({ message: 'Email must be text.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @IsString({ message: 'Password must be text.' })
  @MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters.` })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  password!: string;
}
