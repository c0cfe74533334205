import { Link } from 'react-router-dom';

interface PageLinksProps {
  /** Names the navigation, e.g. 'Pages of books'. */
  label: string;
  className: string;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Previous and next links around 'Page n of m'; nothing when everything fits on one page. */
export function PageLinks({ label, className, page, pages, hrefFor }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
