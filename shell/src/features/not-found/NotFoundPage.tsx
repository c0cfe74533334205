import { PageMeta, useNotFoundStatus } from '@site/shell-api';
import { Link, useLocation } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import './not-found.css';

/** Any path the site does not know. The banner and navigation stay, from the layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useNotFoundStatus();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist. Try the essays, the library or a search."
        path={pathname}
        noIndex
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is nothing at <code className="not-found__path">{pathname}</code>. It may have moved, or the address may
        have a typo.
      </p>
      <ul className="not-found__links">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/essays">Essays</Link>
        </li>
        <li>
          <Link to="/library">Library</Link>
        </li>
        <li>
          <Link to={pathTo('contact')}>Tell me about a broken link</Link>
        </li>
      </ul>
    </section>
  );
}
