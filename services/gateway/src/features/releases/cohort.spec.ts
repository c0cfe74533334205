import { inCanary } from './cohort.js';

const cohorts = Array.from({ length: 4000 }, (_, i) => `cohort-${i.toString().padStart(12, '0')}`);

describe('inCanary', () => {
  it('puts about the given share of visitors in the canary', () => {
    const share = cohorts.filter((cohort) => inCanary(cohort, 'games', 20)).length / cohorts.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
  });

  it('keeps everyone a smaller share had when the share grows', () => {
    const at10 = cohorts.filter((cohort) => inCanary(cohort, 'games', 10));
    expect(at10.every((cohort) => inCanary(cohort, 'games', 30))).toBe(true);
  });

  it('answers the same for the same visitor, and differently per remote', () => {
    const games = cohorts.filter((cohort) => inCanary(cohort, 'games', 50));
    expect(cohorts.filter((cohort) => inCanary(cohort, 'games', 50))).toEqual(games);
    expect(cohorts.filter((cohort) => inCanary(cohort, 'learn', 50))).not.toEqual(games);
  });

  it('puts everyone in at 100 %', () => {
    expect(cohorts.every((cohort) => inCanary(cohort, 'learn', 100))).toBe(true);
  });
});
