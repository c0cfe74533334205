import type { SearchHit } from '@site/contracts';
import { Card, formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { MarkedSnippet } from './MarkedSnippet';
import { SearchHitParts } from './SearchHitParts';
import { SEARCH_KIND_LABELS } from './search-kinds';

/**
 * One result: its title linking to it, its kind and date, the snippet with the matched words marked, and
 * the parts of it that matched.
 */
export function SearchHitRow({ hit }: { hit: SearchHit }) {
  return (
    <Card as="li" className="content-search-hit">
      <h3 className="content-search-hit__title">
        <Link to={hit.url}>{hit.title}</Link>
      </h3>
      <p className="content-search-hit__meta">
        <span>{SEARCH_KIND_LABELS[hit.kind].one}</span>
        {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, 'short')}</time> : null}
      </p>
      {hit.snippet ? (
        <p className="content-search-hit__snippet">
          <MarkedSnippet snippet={hit.snippet} />
        </p>
      ) : null}
      {hit.parts.length > 0 ? <SearchHitParts hit={hit} /> : null}
    </Card>
  );
}
