import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import type {
  AccountAddressChangeInput,
  AccountDataDeletionInput,
  AudienceAccountDataDeleted,
} from './account-data.js';
import { CONTACT_EMAIL_MAX } from './audience.js';

const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An account's address, trimmed and lower-cased as the subscribers table keeps it; the type check comes first. */
function AddressField(name: string, description: string): PropertyDecorator {
  const decorators = [
    ApiProperty({ format: 'email', maxLength: CONTACT_EMAIL_MAX, example: 'ada@example.org', description }),
    Transform(lowerCased),
    IsString({ message: `${name} must be text.` }),
    MaxLength(CONTACT_EMAIL_MAX, { message: `${name} must be at most ${CONTACT_EMAIL_MAX} characters.` }),
    IsEmail({}, { message: `${name} must be a valid email address.` }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

export class AccountDataDeletionDto implements AccountDataDeletionInput {
  @AddressField('email', "The account's address.")
  email!: string;
}

export class AudienceAccountDataDeletedDto implements AudienceAccountDataDeleted {
  @ApiProperty({ type: 'integer', description: "The reader's chat conversations." })
  conversations!: number;

  @ApiProperty({ type: 'integer', description: 'Their messages, from both sides.' })
  messages!: number;

  @ApiProperty({ type: 'integer', description: "The newsletter subscription of the account's address (0 or 1)." })
  subscriptions!: number;
}

export class AccountAddressChangeDto implements AccountAddressChangeInput {
  @AddressField('from', 'The address the account had.')
  from!: string;

  @AddressField('to', 'The new address, just verified by a mailed code.')
  to!: string;
}
