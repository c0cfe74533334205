import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import {
  EMAIL_CODE_PATTERN,
  RESET_TOKEN_INVALID_TEXT,
  RESET_TOKEN_PATTERN,
  type AccountSession,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailChangeInput,
  type DeleteAccountInput,
  type EmailChangeConfirmed,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type ResendCodeInput,
  type VerifyEmailInput,
} from './account-security.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.js';
import type { RegistrationPending } from './user.js';
import { UserDto } from './user.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * class-validator runs a property's checks from the bottom decorator up and the validation pipe stops at the
 * first failure, so each helper lists the type check first: its message is the one a wrong type gets.
 */
function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

const EmailField = () =>
  apply([
    ApiProperty({ format: 'email', maxLength: 254, example: 'ada@example.org' }),
    Transform(trimmed),
    IsString({ message: 'Email must be text.' }),
    MaxLength(254, { message: 'Email must be at most 254 characters.' }),
    IsEmail({}, { message: 'Enter a valid email address.' }),
  ]);

const CodeField = () =>
  apply([
    ApiProperty({
      description: 'The six digits from the mail.',
      pattern: EMAIL_CODE_PATTERN.source,
      example: '042917',
    }),
    Transform(trimmed),
    IsString({ message: 'The code must be text.' }),
    Matches(EMAIL_CODE_PATTERN, { message: 'Enter the six digits from the mail.' }),
  ]);

/** The current password, checked against the account: any length the account may once have had. */
const CurrentPasswordField = (label: string) =>
  apply([
    ApiProperty({ maxLength: PASSWORD_MAX, format: 'password' }),
    IsString({ message: `${label} must be text.` }),
    Length(1, PASSWORD_MAX, { message: `Enter your ${label.toLowerCase()}.` }),
  ]);

const NewPasswordField = () =>
  apply([
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' }),
    IsString({ message: 'New password must be text.' }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters.` }),
    MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` }),
  ]);

/** POST /api/verify-email. */
export class VerifyEmailDto implements VerifyEmailInput {
  @EmailField()
  email!: string;

  @CodeField()
  code!: string;
}

/** POST /api/verify-email/resend. */
export class ResendCodeDto implements ResendCodeInput {
  @EmailField()
  email!: string;
}

/** POST /api/account/password-reset. */
export class PasswordResetRequestDto implements PasswordResetRequestInput {
  @EmailField()
  email!: string;
}

/** POST /api/account/password-reset/confirm. */
export class PasswordResetDto implements PasswordResetInput {
  @ApiProperty({ description: 'The token from the mailed link.', pattern: RESET_TOKEN_PATTERN.source })
  @Matches(RESET_TOKEN_PATTERN, { message: RESET_TOKEN_INVALID_TEXT })
  @IsString({ message: RESET_TOKEN_INVALID_TEXT })
  token!: string;

  @NewPasswordField()
  password!: string;
}

/** POST /api/account/password. */
export class ChangePasswordDto implements ChangePasswordInput {
  @CurrentPasswordField('Current password')
  currentPassword!: string;

  @NewPasswordField()
  newPassword!: string;
}

/** POST /api/account/email. */
export class ChangeEmailDto implements ChangeEmailInput {
  @EmailField()
  email!: string;

  @CurrentPasswordField('Password')
  password!: string;
}

/** POST /api/account/email/verify. */
export class ConfirmEmailChangeDto implements ConfirmEmailChangeInput {
  @CodeField()
  code!: string;
}

/** The identity service's answer to the gateway's confirmation of a change of address. */
export class EmailChangeConfirmedDto implements EmailChangeConfirmed {
  @ApiProperty({ type: UserDto, description: 'The account with its new address.' })
  user!: UserDto;

  @ApiProperty({ format: 'email', example: 'ada@example.org', description: 'The address the account had until now.' })
  previousEmail!: string;
}

/** DELETE /api/account. */
export class DeleteAccountDto implements DeleteAccountInput {
  @CurrentPasswordField('Password')
  password!: string;
}

/** One of the caller's sessions. */
export class AccountSessionDto implements AccountSession {
  @ApiProperty({ description: 'Stands for the session (not its secret id).', example: 'k3J9c0d2b1a0e8f7' })
  id!: string;

  @ApiProperty({ example: 'Firefox on Linux' })
  device!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt!: string;

  @ApiProperty({ description: 'The session of this request.' })
  current!: boolean;
}

/** The identity service's answer to the gateway's registration: what the browser gets, and the new account's id. */
export class InternalRegistrationDto implements RegistrationPending {
  @ApiProperty({ enum: [true] })
  requiresVerification!: true;

  @ApiProperty({ example: 'Please check your email for verification code' })
  message!: string;

  @ApiProperty({ type: 'integer' })
  id!: number;
}
