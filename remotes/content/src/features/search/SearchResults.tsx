import { ApiError } from '@site/api-client';
import { SEARCH_KINDS, SEARCH_PAGE_MAX, type SearchResults as Results } from '@site/contracts';
import { Button, Card, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '../../shared/StatusMessage';
import { pageSearch } from '../essays/essay-filters';
import { EssayPagination } from '../essays/EssayPagination';
import { searchQuery } from './api/search';
import { SearchKindFilter } from './SearchKindFilter';
import { SEARCH_KIND_LABELS } from './search-kinds';
import { searchSearch, type SearchState } from './search-params';
import { SearchResultGroups } from './SearchResultGroups';

/** The results for a term (the kind and page are in the address): loading, error, nothing found, or the hits. */
export function SearchResults(search: SearchState) {
  // The server ranks no deeper than its last page, and refuses a page past it.
  return search.page > SEARCH_PAGE_MAX ? <PastLastPage /> : <SearchResultsPage {...search} />;
}

function SearchResultsPage({ term, kind, page }: SearchState) {
  const { data, error, isPending, refetch } = useQuery(searchQuery({ q: term, kind, page }));

  if (isPending) return <SearchResultsSkeleton />;
  if (error) {
    // A term the server refuses (too long, a control character) fails the same way however often it is sent.
    return error instanceof ApiError && error.status === 400 ? (
      <StatusMessage title="Search Not Possible">
        <p>This term cannot be searched. Try a shorter one or other words.</p>
      </StatusMessage>
    ) : (
      <StatusMessage tone="error" title="Error Loading Search Results">
        <p>There was a problem searching the site. Please try again later.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }

  const all = SEARCH_KINDS.reduce((sum, each) => sum + data.counts[each], 0);
  return (
    <div className="content-search-results">
      {all > 0 ? <SearchKindFilter term={term} kind={kind} counts={data.counts} /> : null}
      {data.hits.length > 0 ? (
        <>
          <SearchResultGroups term={term} kind={kind} hits={data.hits} counts={data.counts} />
          <EssayPagination page={page} pages={Math.min(Math.ceil(data.total / data.pageSize), SEARCH_PAGE_MAX)} />
        </>
      ) : (
        <NoHits results={data} all={all} />
      )}
    </div>
  );
}

/** Why this page is empty: past the last page, nothing of the chosen kind, or nothing at all. */
function NoHits({ results, all }: { results: Results; all: number }) {
  if (results.total > 0) return <PastLastPage />;
  if (results.kind && all > 0) {
    return (
      <StatusMessage title="No Results of This Kind">
        <p>
          Nothing among the {SEARCH_KIND_LABELS[results.kind].many.toLowerCase()} matches “{results.query}”.
        </p>
        <p>
          <Link to={{ search: searchSearch(results.query) }}>See all results ({all})</Link>
        </p>
      </StatusMessage>
    );
  }
  return (
    <StatusMessage title="No Results Found">
      <p>Nothing on the site matches “{results.query}”.</p>
      {results.suggestion ? (
        <p>
          Did you mean <Link to={{ search: searchSearch(results.suggestion) }}>{results.suggestion}</Link>?
        </p>
      ) : null}
    </StatusMessage>
  );
}

function PastLastPage() {
  const [params] = useSearchParams();
  return (
    <StatusMessage title="No Results on This Page">
      <p>
        <Link to={{ search: pageSearch(params, 1) }}>Go to the first page</Link>
      </p>
    </StatusMessage>
  );
}

function SearchResultsSkeleton() {
  return (
    <div role="status" aria-label="Searching">
      <ul className="content-search-list">
        {[0, 1, 2].map((index) => (
          <Card as="li" key={index} className="content-search-hit">
            <Skeleton width="60%" height="1.4em" />
            <Skeleton width="8em" height="0.9em" />
            <Skeleton height="2.8em" />
          </Card>
        ))}
      </ul>
    </div>
  );
}
