import { formatCount } from '@site/ui';

/** '1 view', '128 views', '1,204 views'. */
export function formatViews(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
}
