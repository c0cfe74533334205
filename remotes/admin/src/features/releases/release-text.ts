import type { ReleaseHealth, ReleaseStatus, RollbackRule } from '@site/contracts';
import { formatCount } from '@site/ui';

export const STATUS_LABELS: Record<ReleaseStatus, string> = {
  stable: 'Stable',
  canary: 'Canary',
  retired: 'Retired',
  withdrawn: 'Withdrawn',
};

// UTC, as every date of the site is, and said so: a release is matched against logs kept in UTC.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export const formatWhen = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** A build id or commit is a long fingerprint; its first characters tell builds apart. */
export const shortId = (id: string) => id.slice(0, 8);

const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** "14 errors in 220 views (6.4 %)"; no rate before the first view. */
export function healthText({ views, errors }: ReleaseHealth): string {
  const rate = views > 0 ? ` (${((errors / views) * 100).toFixed(1)} %)` : '';
  return `${counted(errors, 'error')} in ${counted(views, 'view')}${rate}`;
}

export const ruleText = ({ minViews, marginPoints, minZ }: RollbackRule) =>
  `A canary is withdrawn by itself once it has at least ${formatCount(minViews)} views and its error rate is at least ${marginPoints} percentage points above the stable version’s, with a z-score of at least ${minZ}.`;
