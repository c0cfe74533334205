import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  NEWSLETTER_TOKEN_INVALID_TEXT,
  type ContactInput,
  type NewsletterIssue,
  type NewsletterTokenInput,
  type SubscribeInput,
} from './audience.js';

/** A token from a mailed link: 32 random bytes, base64url. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HONEYPOT_MAX = 500;
/** Names and subjects become mail headers: one line each. */
const ONE_LINE = /^[^\r\n]*$/;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * class-validator runs a property's checks from the bottom decorator up, that is in the order the helpers below
 * apply them, and the validation pipe stops at the first failure: the type check comes first so its message is
 * the one a wrong type gets.
 */
function EmailField(): PropertyDecorator {
  const decorators = [
    ApiProperty({ format: 'email', maxLength: CONTACT_EMAIL_MAX, example: 'ada@example.org' }),
    Transform(trimmed),
    IsString({ message: 'email must be text.' }),
    MaxLength(CONTACT_EMAIL_MAX, { message: `email must be at most ${CONTACT_EMAIL_MAX} characters.` }),
    // Before the address check, which throws on a lone surrogate.
    IsSafeText(),
    IsEmail({}, { message: 'email must be a valid email address.' }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

function HoneypotField(): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ description: 'Leave empty: the field is hidden from people.', maxLength: HONEYPOT_MAX }),
    IsOptional(),
    IsString({ message: 'website must be text.' }),
    MaxLength(HONEYPOT_MAX, { message: `website must be at most ${HONEYPOT_MAX} characters.` }),
    IsSafeText(),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

function TokenField(required: boolean): PropertyDecorator {
  const decorators = [
    (required ? ApiProperty : ApiPropertyOptional)({
      description: 'The token from the mailed link.',
      pattern: NEWSLETTER_TOKEN_PATTERN.source,
    }),
    ...(required ? [] : [IsOptional()]),
    IsString({ message: NEWSLETTER_TOKEN_INVALID_TEXT }),
    Matches(NEWSLETTER_TOKEN_PATTERN, { message: NEWSLETTER_TOKEN_INVALID_TEXT }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** POST /api/contact. */
export class ContactDto implements ContactInput {
  @ApiProperty({ minLength: 1, maxLength: CONTACT_NAME_MAX, example: 'Ada Lovelace' })
  @Transform(trimmed)
  @Matches(ONE_LINE, { message: 'name must be on one line.' })
  @IsSafeText()
  @Length(1, CONTACT_NAME_MAX, { message: `name must be 1 to ${CONTACT_NAME_MAX} characters.` })
  @IsString({ message: 'name must be text.' })
  name!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ minLength: 1, maxLength: CONTACT_SUBJECT_MAX, example: 'A question about your essay on doubt' })
  @Transform(trimmed)
  @Matches(ONE_LINE, { message: 'subject must be on one line.' })
  @IsSafeText()
  @Length(1, CONTACT_SUBJECT_MAX, { message: `subject must be 1 to ${CONTACT_SUBJECT_MAX} characters.` })
  @IsString({ message: 'subject must be text.' })
  subject!: string;

  @ApiProperty({ minLength: CONTACT_MESSAGE_MIN, maxLength: CONTACT_MESSAGE_MAX })
  @Transform(trimmed)
  @IsSafeText()
  @Length(CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, {
    message: `message must be ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters.`,
  })
  @IsString({ message: 'message must be text.' })
  message!: string;

  @HoneypotField()
  website?: string;

  @ApiProperty({ type: 'integer', description: 'When the form was drawn, in milliseconds since 1970.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'startedAt must be a time in milliseconds since 1970.' })
  @Min(0, { message: 'startedAt must be a time in milliseconds since 1970.' })
  @IsInt({ message: 'startedAt must be a whole number of milliseconds.' })
  startedAt!: number;
}

/** POST /api/newsletter/subscribe. */
export class SubscribeDto implements SubscribeInput {
  @EmailField()
  email!: string;

  @HoneypotField()
  website?: string;
}

/** POST /api/newsletter/confirm. */
export class NewsletterTokenDto implements NewsletterTokenInput {
  @TokenField(true)
  token!: string;
}

/** The token of POST /api/newsletter/unsubscribe in the query string, as `List-Unsubscribe` links carry it. */
export class UnsubscribeQueryDto {
  @TokenField(false)
  token?: string;
}

/**
 * The body of POST /api/newsletter/unsubscribe: `{ token }` from the site's page, or the form field
 * `List-Unsubscribe=One-Click` that mail clients post (RFC 8058), with the token in the query string.
 */
export class UnsubscribeBodyDto {
  @TokenField(false)
  token?: string;

  @ApiPropertyOptional({ enum: ['One-Click'] })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click.' })
  'List-Unsubscribe'?: 'One-Click';
}

/** One sent issue in the archive. */
export class NewsletterIssueDto implements NewsletterIssue {
  @ApiProperty({ type: 'integer', example: 2 })
  id!: number;

  @ApiProperty({ example: 'What a proof cannot reach' })
  subject!: string;

  @ApiProperty({ description: 'Sanitised HTML of the issue as it was mailed.' })
  html!: string;

  @ApiProperty({ format: 'date-time', description: 'When it was sent.' })
  sentAt!: string;
}
