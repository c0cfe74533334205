import { Skeleton } from '@site/ui';

/** The shape of a typical page (heading, intro, three cards) while a remote loads. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="Loading page">
      <Skeleton height={44} width="55%" />
      <Skeleton height={20} width="80%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
