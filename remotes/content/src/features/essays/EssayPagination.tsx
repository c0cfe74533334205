import { Link, useSearchParams } from 'react-router-dom';
import { pageSearch } from './essay-filters';
import './essay-pagination.css';

/** Pages listed either side of the current one; the first and the last are always listed. */
const NEIGHBOURS = 2;

/** The page numbers to offer, with null where a run of pages is left out. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= NEIGHBOURS) shown.push(n);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}

interface EssayPaginationProps {
  page: number;
  pages: number;
}

/** Previous, the page numbers and Next, as links to the same address on another page. */
export function EssayPagination({ page, pages }: EssayPaginationProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (n: number) => ({ search: pageSearch(params, n) });
  return (
    <nav className="content-pagination" aria-label="Pages">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={to(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
