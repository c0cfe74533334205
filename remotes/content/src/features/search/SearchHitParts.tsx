import type { SearchHit } from '@site/contracts';
import { Link } from 'react-router-dom';
import { MarkedSnippet } from './MarkedSnippet';
import { SEARCH_KIND_LABELS } from './search-kinds';

/** Under a result, the parts of it that matched (an episode's moments, a course's lessons), each linking to its place. */
export function SearchHitParts({ hit }: { hit: SearchHit }) {
  const label = SEARCH_KIND_LABELS[hit.kind].parts ?? 'Matches';
  return (
    <ul className="content-search-hit__parts" aria-label={`${label} in ${hit.title}`}>
      {hit.parts.map((part) => (
        <li key={part.url} className="content-search-hit__part">
          <Link to={part.url}>{part.title}</Link>
          {part.snippet ? (
            <span className="content-search-hit__snippet">
              <MarkedSnippet snippet={part.snippet} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
