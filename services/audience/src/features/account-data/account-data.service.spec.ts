import { BadRequestException } from '@nestjs/common';
import type { AccountSubscriptionRepository } from '../account-subscription/account-subscription.repository.js';
import type { ChatRepository } from '../chat/chat.repository.js';
import { AccountDataService, SAME_ADDRESS } from './account-data.service.js';

function service() {
  const calls: string[] = [];
  const chats = {
    deleteForUser: async (userId: number) => {
      calls.push(`chat ${userId}`);
      return { conversations: 2, messages: 5 };
    },
  } as unknown as ChatRepository;
  const subscriptions = {
    remove: async (email: string) => {
      calls.push(`subscription ${email}`);
      return 1;
    },
    moveConfirmed: async (from: string, to: string) => {
      calls.push(`move ${from} ${to}`);
      return true;
    },
  } as unknown as AccountSubscriptionRepository;
  return { calls, data: new AccountDataService(chats, subscriptions) };
}

describe('AccountDataService', () => {
  it("deletes the reader's chat and their address's subscription, and tells how much went", async () => {
    const { calls, data } = service();
    expect(await data.deleteFor(7, 'ada@example.org')).toEqual({ conversations: 2, messages: 5, subscriptions: 1 });
    expect(calls).toEqual(['chat 7', 'subscription ada@example.org']);
  });

  it('moves the subscription to the new address and answers its state there', async () => {
    const { calls, data } = service();
    expect(await data.changeAddress({ from: 'old@example.org', to: 'new@example.org' })).toEqual({
      email: 'new@example.org',
      subscribed: true,
    });
    expect(calls).toEqual(['move old@example.org new@example.org']);
  });

  it('refuses a change to the same address, touching nothing', async () => {
    const { calls, data } = service();
    await expect(data.changeAddress({ from: 'ada@example.org', to: 'ada@example.org' })).rejects.toThrow(
      new BadRequestException(SAME_ADDRESS),
    );
    expect(calls).toEqual([]);
  });
});
