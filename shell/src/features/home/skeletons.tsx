import { Skeleton } from '@site/ui';

/** Placeholder rows for a list widget. */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="skeleton-list">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={22} width={`${90 - (i % 3) * 15}%`} />
      ))}
    </div>
  );
}

/** Placeholder cards for a teaser widget. */
export function CardsSkeleton({ cards }: { cards: number }) {
  return (
    <div className="home-grid">
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} height={150} />
      ))}
    </div>
  );
}
