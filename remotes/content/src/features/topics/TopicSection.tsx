import { Button, Skeleton } from '@site/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface TopicSectionProps<T> {
  /** The section's heading, such as "Essays". */
  title: string;
  query: UseQueryResult<T>;
  /** How many items the loaded data holds in all. */
  count: (data: T) => number;
  children: (data: T) => ReactNode;
}

/**
 * One kind of item filed under the topic, headed with its count. Loading shows a placeholder, an error
 * its own message and a retry (the other sections carry on), and an empty result nothing at all.
 */
export function TopicSection<T>({ title, query, count, children }: TopicSectionProps<T>) {
  const id = `topic-section-${title.toLowerCase()}`;
  if (query.isPending) {
    return (
      <div className="content-topic-section" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton width="8rem" height="1.5rem" />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <section className="content-topic-section" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <div role="alert" className="content-topic-section__error">
          <p>{query.error.message}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
  const total = count(query.data);
  if (total === 0) return null;
  return (
    <section className="content-topic-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="content-topic-section__count">({total})</span>
      </h2>
      {children(query.data)}
    </section>
  );
}
