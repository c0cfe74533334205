import { UNVERIFIED_ACCOUNT_MAX_DAYS } from '@site/contracts';
import type { UnverifiedAccountsRepository } from './unverified-accounts.repository.js';
import { UnverifiedPurger } from './unverified-purger.js';

describe('UnverifiedPurger', () => {
  it(`deletes accounts registered more than ${UNVERIFIED_ACCOUNT_MAX_DAYS} days before now, and says how many`, async () => {
    const asked: Date[] = [];
    const accounts = {
      purge: async (createdBefore: Date) => {
        asked.push(createdBefore);
        return 3;
      },
    } as unknown as UnverifiedAccountsRepository;
    const now = new Date('2026-11-23T10:00:00Z');
    expect(await new UnverifiedPurger(accounts).purge(now)).toBe(3);
    expect(asked).toEqual([new Date('2026-11-16T10:00:00Z')]);
  });
});
