import { PageMeta, useNotFoundStatus } from '@site/shell-api';
import { pathTo } from '@site/contracts';
import { Link, useLocation } from 'react-router-dom';
import './library-not-found.css';

interface LibraryNotFoundProps {
  /** Where to look instead, first of the links: the library unless the shelf knows better. */
  back?: { to: string; label: string };
}

/**
 * The site's "page not found" for an address the library owns but holds nothing at (an unknown
 * document or episode). Drawn on the server, it makes the page answer 404.
 */
export function LibraryNotFound({ back = { to: pathTo('library'), label: 'Library' } }: LibraryNotFoundProps) {
  const { pathname } = useLocation();
  useNotFoundStatus();
  return (
    <section className="library-not-found" aria-labelledby="library-not-found-title">
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist. Try the essays, the library or a search."
        path={pathname}
      />
      <p className="library-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="library-not-found-title">Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>. It may have moved, or the address may have a typo.
      </p>
      <ul className="library-not-found__links">
        <li>
          <Link to={back.to}>{back.label}</Link>
        </li>
        <li>
          <Link to="/essays">Essays</Link>
        </li>
        <li>
          <Link to="/">Home</Link>
        </li>
      </ul>
    </section>
  );
}
