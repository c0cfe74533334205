import { PAPER_PAGE_SIZE } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageLinks } from '../../shared/PageLinks';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import { papersQuery } from './api/papers';
import { academicPath, hasPaperFilters, paperListParams, type PaperFilterState } from './paper-filters';
import { PaperItem } from './PaperItem';

interface PaperListProps {
  filters: PaperFilterState;
  onChange: (next: PaperFilterState) => void;
}

/** One page of papers for the filters, with the count and the links to the other pages. */
export function PaperList({ filters, onChange }: PaperListProps) {
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...papersQuery(paperListParams(filters)),
    placeholderData: keepPreviousData,
  });
  useScrollToHash(Boolean(data));

  if (isPending) {
    return (
      <div className="library-academic__loading" role="status" aria-label="Loading papers">
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="library-academic__message" role="alert">
        <p>The papers could not be loaded just now.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / PAPER_PAGE_SIZE));
  const topicHref = (topic: string) => academicPath({ ...filters, topic, page: 1 });
  return (
    <section aria-label="Papers" aria-busy={isPlaceholderData}>
      <p className="library-academic__count" role="status">
        {data.total === 0 ? 'No papers match.' : `${data.total} ${data.total === 1 ? 'item' : 'items'}`}
        {data.total === 0 && hasPaperFilters(filters) ? (
          <>
            {' '}
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: '', topic: '', q: '', page: 1 })}>
              Show all papers
            </Button>
          </>
        ) : null}
      </p>
      <div className="library-academic__list">
        {data.items.map((paper) => (
          <PaperItem key={paper.slug} paper={paper} topicHref={topicHref} />
        ))}
      </div>
      <PageLinks
        label="Pages of papers"
        className="library-academic__pages"
        page={filters.page}
        pages={pages}
        hrefFor={(page) => academicPath({ ...filters, page })}
      />
    </section>
  );
}
