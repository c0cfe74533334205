import { BadRequestException } from '@nestjs/common';
import type { SubscriberStatus } from '../newsletter/subscriber.entity.js';
import type { AccountSubscriptionRepository } from './account-subscription.repository.js';
import { AccountSubscriptionService, NO_ACCOUNT_ADDRESS } from './account-subscription.service.js';

function fakeRepository() {
  const statuses = new Map<string, SubscriberStatus>();
  const repository = {
    status: async (email: string) => statuses.get(email) ?? null,
    confirm: async (email: string) => void statuses.set(email, 'confirmed'),
    unsubscribe: async (email: string) => {
      if (statuses.has(email)) statuses.set(email, 'unsubscribed');
    },
  };
  return { statuses, service: new AccountSubscriptionService(repository as unknown as AccountSubscriptionRepository) };
}

const ada = { userId: 7, isAdmin: false, email: ' Ada@Example.org ' };

describe('AccountSubscriptionService', () => {
  it("subscribes and unsubscribes the account's address, lower-cased", async () => {
    const { statuses, service } = fakeRepository();
    expect(await service.get(ada)).toEqual({ email: 'ada@example.org', subscribed: false });
    expect(await service.set(ada, true)).toEqual({ email: 'ada@example.org', subscribed: true });
    expect(statuses.get('ada@example.org')).toBe('confirmed');
    expect(await service.get(ada)).toEqual({ email: 'ada@example.org', subscribed: true });
    await service.set(ada, false);
    expect(await service.get(ada)).toEqual({ email: 'ada@example.org', subscribed: false });
  });

  it('counts an address still waiting on its confirm link as not subscribed', async () => {
    const { statuses, service } = fakeRepository();
    statuses.set('ada@example.org', 'waiting');
    expect((await service.get(ada)).subscribed).toBe(false);
  });

  it('refuses a caller without an address', async () => {
    const { service } = fakeRepository();
    await expect(service.set({ userId: 8, isAdmin: false }, true)).rejects.toThrow(
      new BadRequestException(NO_ACCOUNT_ADDRESS),
    );
  });
});
