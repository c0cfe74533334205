import { ESSAY_PAGE_SIZE } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { essaysQuery } from './api/essays';
import { hasActiveFilters, listParams, pageSearch, readPage, type EssayFilterState } from './essay-filters';
import { EssayListSkeleton } from './EssayListSkeleton';
import { EssayPagination } from './EssayPagination';
import { EssayRow } from './EssayRow';
import { StatusMessage } from '../../shared/StatusMessage';
import './essay-list.css';

interface EssayListProps {
  filters: EssayFilterState;
  /** Home mode: at most this many essays, no excerpts, and a link to the full list when cut. */
  limit?: number;
}

/** The essays matching the filters, a page at a time (the page is in the address): loading, error, empty or the list. */
export function EssayList({ filters, limit }: EssayListProps) {
  const [params] = useSearchParams();
  const compact = limit !== undefined;
  // Home mode always shows the newest; only the full list pages.
  const page = compact ? 1 : readPage(params);
  const { data, isPending, isError } = useQuery(essaysQuery(listParams(filters, page)));

  if (isPending) return <EssayListSkeleton compact={compact} />;
  if (isError) {
    return (
      <StatusMessage tone="error" title="Error Loading Essays">
        <p>There was a problem loading the essays. Please try again later.</p>
      </StatusMessage>
    );
  }
  if (data.essays.length === 0 && data.total > 0) {
    return (
      <StatusMessage title="No Essays on This Page">
        <p>
          <Link to={{ search: pageSearch(params, 1) }}>Go to the first page</Link>
        </p>
      </StatusMessage>
    );
  }
  if (data.essays.length === 0) {
    return hasActiveFilters(filters) ? (
      <StatusMessage title="No Essays Found">
        <p>Try adjusting your search criteria or browse all essays.</p>
        <p>
          <Link to="/essays">Browse all essays</Link>
        </p>
      </StatusMessage>
    ) : (
      <StatusMessage title="No Essays Found">
        <p>No essays are available at the moment.</p>
      </StatusMessage>
    );
  }

  const shown = compact ? data.essays.slice(0, limit) : data.essays;
  return (
    <div className="content-essay-results">
      <ul className="content-essay-list">
        {shown.map((essay) => (
          <EssayRow key={essay.id} essay={essay} compact={compact} />
        ))}
      </ul>
      {compact && data.total > limit ? (
        <Link className="content-view-all" to="/essays">
          View All Essays ({data.total})
        </Link>
      ) : null}
      {compact ? null : <EssayPagination page={page} pages={Math.ceil(data.total / ESSAY_PAGE_SIZE)} />}
    </div>
  );
}
