import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { essaysQuery } from './api/essays';
import { filterParams, hasActiveFilters, type EssayFilterState } from './essay-filters';
import { EssayListSkeleton } from './EssayListSkeleton';
import { EssayRow } from './EssayRow';
import { StatusMessage } from '../../shared/StatusMessage';
import './essay-list.css';

interface EssayListProps {
  filters: EssayFilterState;
  /** Home mode: at most this many essays, no excerpts, and a link to the full list when cut. */
  limit?: number;
}

/** The essays matching the filters: loading, error, empty or the list. */
export function EssayList({ filters, limit }: EssayListProps) {
  const { data, isPending, isError } = useQuery(essaysQuery(filterParams(filters)));
  const compact = limit !== undefined;

  if (isPending) return <EssayListSkeleton compact={compact} />;
  if (isError) {
    return (
      <StatusMessage tone="error" title="Error Loading Essays">
        <p>There was a problem loading the essays. Please try again later.</p>
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
    </div>
  );
}
