import { BadRequestException, Injectable } from '@nestjs/common';
import type { AccountSubscription } from '@site/contracts';
import type { CallerIdentity } from '@site/service-kit';
import { AccountSubscriptionRepository } from './account-subscription.repository.js';

export const NO_ACCOUNT_ADDRESS = 'Your account has no email address to send the newsletter to. Log in again.';

/**
 * A signed-in reader's newsletter, for the account's address. The gateway vouches for that address and accounts
 * are verified, so it needs no confirm link; another address still goes through the public sign-up.
 */
@Injectable()
export class AccountSubscriptionService {
  constructor(private readonly subscriptions: AccountSubscriptionRepository) {}

  async get(caller: CallerIdentity): Promise<AccountSubscription> {
    const email = addressOf(caller);
    return { email, subscribed: (await this.subscriptions.status(email)) === 'confirmed' };
  }

  async set(caller: CallerIdentity, subscribed: boolean, now = new Date()): Promise<AccountSubscription> {
    const email = addressOf(caller);
    if (subscribed) await this.subscriptions.confirm(email, now);
    else await this.subscriptions.unsubscribe(email, now);
    return { email, subscribed };
  }
}

function addressOf(caller: CallerIdentity): string {
  const email = caller.email?.trim().toLowerCase();
  if (!email) throw new BadRequestException(NO_ACCOUNT_ADDRESS);
  return email;
}
