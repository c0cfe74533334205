import { pathTo } from '@site/contracts';
import { PageMeta } from '@site/ui';
import { Link, useLocation } from 'react-router-dom';

/** The site's not-found page, for an episode id or slug the podcast does not have. */
export function EpisodeNotFound() {
  const { pathname } = useLocation();
  return (
    <section className="library-episode" aria-labelledby="episode-not-found-title">
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist. Try the essays, the library or a search."
        path={pathname}
      />
      <h1 id="episode-not-found-title">Page not found</h1>
      <p>
        There is no episode at <code>{pathname}</code>. It may have moved, or the address may have a typo.
      </p>
      <ul>
        <li>
          <Link to={pathTo('podcast')}>All podcast episodes</Link>
        </li>
        <li>
          <Link to="/">Home</Link>
        </li>
      </ul>
    </section>
  );
}
