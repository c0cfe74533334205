import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { AccountSubscription, AccountSubscriptionInput } from './account-subscription.js';

/** PUT /api/newsletter/subscription. */
export class AccountSubscriptionInputDto implements AccountSubscriptionInput {
  @ApiProperty({ description: 'True subscribes the account’s address at once; false unsubscribes it.' })
  @IsBoolean({ message: 'subscribed must be true or false.' })
  subscribed!: boolean;
}

export class AccountSubscriptionDto implements AccountSubscription {
  @ApiProperty({ format: 'email', example: 'ada@example.org' })
  email!: string;

  @ApiProperty()
  subscribed!: boolean;
}
