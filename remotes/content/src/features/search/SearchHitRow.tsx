import type { SearchHit } from '@site/contracts';
import { Card, formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { SEARCH_KIND_LABELS } from './search-kinds';
import { snippetParts } from './snippet';

/** One result: its title linking to it, its kind and date, and the snippet with the matched words marked. */
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
          {snippetParts(hit.snippet).map((part, index) =>
            part.marked ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </p>
      ) : null}
    </Card>
  );
}
