import { SEARCH_KINDS, type SearchKind } from '@site/contracts';
import { Link } from 'react-router-dom';
import { SEARCH_KIND_LABELS } from './search-kinds';
import { searchSearch } from './search-params';

interface SearchKindFilterProps {
  term: string;
  kind: SearchKind | null;
  counts: Record<SearchKind, number>;
}

/** 'All' and each kind that has matches (and the chosen one, even without), with its count, as links. */
export function SearchKindFilter({ term, kind, counts }: SearchKindFilterProps) {
  const all = SEARCH_KINDS.reduce((sum, each) => sum + counts[each], 0);
  const shown = SEARCH_KINDS.filter((each) => counts[each] > 0 || each === kind);
  return (
    <nav aria-label="Filter by kind">
      <ul className="content-tag-list">
        <li>
          <Link
            className="content-tag"
            to={{ search: searchSearch(term) }}
            aria-current={kind === null ? 'page' : undefined}
          >
            All ({all})
          </Link>
        </li>
        {shown.map((each) => (
          <li key={each}>
            <Link
              className="content-tag"
              to={{ search: searchSearch(term, each) }}
              aria-current={each === kind ? 'page' : undefined}
            >
              {SEARCH_KIND_LABELS[each].many} ({counts[each]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
