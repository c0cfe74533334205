import { Card, Skeleton } from '@site/ui';

/** Three placeholder cards while the list loads. */
export function EssayListSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div role="status" aria-label="Loading essays">
      <ul className="content-essay-list">
        {[0, 1, 2].map((index) => (
          <Card as="li" key={index} className="content-essay-row">
            <Skeleton width="60%" height="1.4em" />
            <Skeleton width="8em" height="0.9em" className="content-essay-row__meta" />
            {compact ? null : <Skeleton height="2.8em" />}
          </Card>
        ))}
      </ul>
    </div>
  );
}
