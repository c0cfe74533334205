import { BadRequestException, Injectable } from '@nestjs/common';
import type { AccountAddressChangeInput, AccountSubscription, AudienceAccountDataDeleted } from '@site/contracts';
import { AccountSubscriptionRepository } from '../account-subscription/account-subscription.repository.js';
import { ChatRepository } from '../chat/chat.repository.js';

export const SAME_ADDRESS = 'from and to must be different addresses.';

/** What the gateway asks of the audience service when a reader's account changes address or is deleted. */
@Injectable()
export class AccountDataService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly subscriptions: AccountSubscriptionRepository,
  ) {}

  /**
   * Erases the reader's conversations with the author and the newsletter subscription of the account's address
   * (an erased account gets no more mail); asking again removes nothing more.
   */
  async deleteFor(userId: number, email: string): Promise<AudienceAccountDataDeleted> {
    const chat = await this.chats.deleteForUser(userId);
    return { ...chat, subscriptions: await this.subscriptions.remove(email) };
  }

  /** The subscription follows the account to its new, verified address; asking again changes nothing more. */
  async changeAddress({ from, to }: AccountAddressChangeInput, now = new Date()): Promise<AccountSubscription> {
    if (from === to) throw new BadRequestException(SAME_ADDRESS);
    return { email: to, subscribed: await this.subscriptions.moveConfirmed(from, to, now) };
  }
}
