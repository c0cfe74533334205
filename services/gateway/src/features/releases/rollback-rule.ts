import type { ReleaseHealth, RollbackRule } from '@site/contracts';

/**
 * When a canary is withdrawn by itself: once it has been seen enough to judge (`minViews` page views), when its
 * error rate is above the stable version's by at least `marginPoints` percentage points, and a two-proportion
 * z-test says a difference that large is very unlikely by chance (`minZ` 3: about 1 in 700). The margin keeps a
 * trivial but certain difference from withdrawing a build; the z-score keeps a few unlucky views from doing so.
 */
export const ROLLBACK_RULE: RollbackRule = { minViews: 100, marginPoints: 2, minZ: 3 };

/**
 * The one-sided z-score of the canary's error rate being above the stable version's; against no errors at all when
 * no one has viewed the stable version yet.
 */
export function zScore(canary: ReleaseHealth, stable: ReleaseHealth): number {
  if (stable.views === 0) {
    const rate = canary.errors / canary.views;
    const spread = Math.sqrt((rate * (1 - rate)) / canary.views);
    return spread === 0 ? (rate > 0 ? Number.POSITIVE_INFINITY : 0) : rate / spread;
  }
  const pooled = (canary.errors + stable.errors) / (canary.views + stable.views);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / canary.views + 1 / stable.views));
  const difference = canary.errors / canary.views - stable.errors / stable.views;
  if (spread === 0) return difference > 0 ? Number.POSITIVE_INFINITY : 0;
  return difference / spread;
}

/** Whether the rule withdraws the canary. A stable version nobody viewed yet counts as error-free. */
export function breaksTheRule(canary: ReleaseHealth, stable: ReleaseHealth, rule = ROLLBACK_RULE): boolean {
  if (canary.views < rule.minViews) return false;
  const stableRate = stable.views > 0 ? stable.errors / stable.views : 0;
  const points = (canary.errors / canary.views - stableRate) * 100;
  return points >= rule.marginPoints && zScore(canary, stable) >= rule.minZ;
}

/** "14 errors in 220 views against 0 in 1,900", for the audit log and the author's inbox. */
export function healthComparison(canary: ReleaseHealth, stable: ReleaseHealth): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(canary.errors)} error${canary.errors === 1 ? '' : 's'} in ${n(canary.views)} views against ${n(stable.errors)} in ${n(stable.views)}`;
}
