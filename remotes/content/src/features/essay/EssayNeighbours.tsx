import { pathTo, type EssayLink } from '@site/contracts';
import { Link } from 'react-router-dom';

/** Links to the next older and next newer essay, at the end of the page; nothing past either end. */
export function EssayNeighbours({ previous, next }: { previous: EssayLink | null; next: EssayLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="content-essay__neighbours" aria-label="More essays by date">
      {previous ? (
        <Link className="content-essay__neighbour" rel="prev" to={pathTo('essay', { slug: previous.slug })}>
          <span>
            <span aria-hidden="true">← </span>Older
          </span>{' '}
          {previous.title}
        </Link>
      ) : null}
      {next ? (
        <Link
          className="content-essay__neighbour content-essay__neighbour--next"
          rel="next"
          to={pathTo('essay', { slug: next.slug })}
        >
          <span>
            Newer<span aria-hidden="true"> →</span>
          </span>{' '}
          {next.title}
        </Link>
      ) : null}
    </nav>
  );
}
