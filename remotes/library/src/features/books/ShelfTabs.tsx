import type { BookListParams, Shelf } from '@site/contracts';
import { Link } from 'react-router-dom';
import { booksPath, withFilter } from './book-filters';

interface ShelfTabsProps {
  shelves: Shelf[];
  params: BookListParams;
}

/** Every shelf as a link narrowing the list (keeping the topic, text and sort), the current one marked. */
export function ShelfTabs({ shelves, params }: ShelfTabsProps) {
  const total = shelves.filter((shelf) => shelf.kind === 'status').reduce((sum, shelf) => sum + shelf.count, 0);
  const groups: [string, Shelf[]][] = [
    ['Status', shelves.filter((shelf) => shelf.kind === 'status')],
    ['My shelves', shelves.filter((shelf) => shelf.kind === 'own')],
  ];
  return (
    <nav className="library-shelf-tabs" aria-label="Shelves">
      <ul className="library-shelf-tabs__list">
        <li>
          <ShelfLink to={booksPath(withFilter(params, { shelf: undefined }))} current={!params.shelf}>
            All books <span className="library-shelf-tabs__count">{total}</span>
          </ShelfLink>
        </li>
        {groups.map(([label, group]) =>
          group.map((shelf, index) => (
            <li key={shelf.slug} className={index === 0 ? 'library-shelf-tabs__group-start' : undefined}>
              {index === 0 ? <span className="library-shelf-tabs__group">{label}:</span> : null}
              <ShelfLink
                to={booksPath(withFilter(params, { shelf: shelf.slug }))}
                current={params.shelf === shelf.slug}
              >
                {shelf.name} <span className="library-shelf-tabs__count">{shelf.count}</span>
              </ShelfLink>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}

function ShelfLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link to={to} className="library-shelf-tabs__link" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
