import { pathTo, type Shelf } from '@site/contracts';
import { Link } from 'react-router-dom';

/** Every shelf with its count, linking to the books on it. */
export function ShelfSummary({ shelves }: { shelves: Shelf[] }) {
  return (
    <ul className="library-overview__shelves">
      {shelves.map((shelf) => (
        <li key={shelf.slug} className="library-overview__shelf">
          <Link to={`${pathTo('libraryBooks')}?shelf=${shelf.slug}`}>
            {shelf.name} <span className="library-overview__shelf-count">({shelf.count})</span>
          </Link>
          {shelf.description ? <p>{shelf.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
