import { breaksTheRule, healthComparison, zScore } from './rollback-rule.js';

describe('the rollback rule', () => {
  it('withdraws a canary clearly worse than stable', () => {
    expect(breaksTheRule({ views: 220, errors: 14 }, { views: 1900, errors: 0 })).toBe(true);
  });

  it('waits until the canary has enough views to judge', () => {
    expect(breaksTheRule({ views: 99, errors: 30 }, { views: 1900, errors: 0 })).toBe(false);
  });

  it('keeps a canary whose extra errors could be chance', () => {
    // 3 % against 0 % on 100 views each: z is about 1.7.
    expect(zScore({ views: 100, errors: 3 }, { views: 100, errors: 0 })).toBeLessThan(3);
    expect(breaksTheRule({ views: 100, errors: 3 }, { views: 100, errors: 0 })).toBe(false);
  });

  it('keeps a canary only slightly worse, however certain', () => {
    // 1.5 points above stable on many views: certain, but within the margin.
    expect(breaksTheRule({ views: 100_000, errors: 2_500 }, { views: 100_000, errors: 1_000 })).toBe(false);
  });

  it('keeps a canary as good as stable', () => {
    expect(breaksTheRule({ views: 500, errors: 5 }, { views: 5000, errors: 50 })).toBe(false);
  });

  it('judges against no errors when stable has not been viewed yet', () => {
    expect(breaksTheRule({ views: 200, errors: 40 }, { views: 0, errors: 0 })).toBe(true);
  });

  it('says the comparison in words', () => {
    expect(healthComparison({ views: 220, errors: 14 }, { views: 1900, errors: 0 })).toBe(
      '14 errors in 220 views against 0 in 1,900',
    );
  });
});
