import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@site/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SearchHitRow } from './SearchHitRow';
import { SEARCH_KIND_LABELS } from './search-kinds';
import { searchSearch } from './search-params';

interface SearchResultGroupsProps {
  term: string;
  /** The chosen kind: then one group, without a link to more of it. */
  kind: SearchKind | null;
  hits: SearchHit[];
  counts: Record<SearchKind, number>;
}

/** This page's hits under a heading per kind, in the site's order of kinds, best first within each. */
export function SearchResultGroups({ term, kind, hits, counts }: SearchResultGroupsProps) {
  return (
    <>
      {SEARCH_KINDS.map((each) => {
        const shown = hits.filter((hit) => hit.kind === each);
        if (shown.length === 0) return null;
        const more = kind === null && counts[each] > shown.length;
        return <SearchResultGroup key={each} term={term} kind={each} hits={shown} count={counts[each]} more={more} />;
      })}
    </>
  );
}

interface SearchResultGroupProps {
  term: string;
  kind: SearchKind;
  hits: SearchHit[];
  /** Matches of this kind on every page. */
  count: number;
  /** Whether to link to the search filtered by this kind. */
  more: boolean;
}

function SearchResultGroup({ term, kind, hits, count, more }: SearchResultGroupProps) {
  const headingId = useId();
  const label = SEARCH_KIND_LABELS[kind].many;
  return (
    <section className="content-search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-search-group__title">
        {label} <span className="content-search-group__count">({count})</span>
      </h2>
      <ul className="content-search-list">
        {hits.map((hit) => (
          <SearchHitRow key={hit.id} hit={hit} />
        ))}
      </ul>
      {more ? (
        <Link className="content-search-group__more" to={{ search: searchSearch(term, kind) }}>
          See all {label.toLowerCase()} ({count})
        </Link>
      ) : null}
    </section>
  );
}
